import type { GameRecord } from '@dragondle/core'
import { LineChart } from 'chartist'
import { useEffect, useRef } from 'react'
import 'chartist/dist/index.css'

type Props = { games: readonly GameRecord[]; label: string }

/** The line graph of guesses per won game (docs/product.md §2 "Dialogs" (Stats)), drawn by Chartist as a named SVG. */
export function GuessesChart({ games, label }: Props) {
	const container = useRef<HTMLDivElement>(null)
	// Chartist draws into the DOM node itself: a real side effect, undone on cleanup
	useEffect(() => {
		if (container.current === null) return undefined
		const data = {
			labels: games.map((game) => `#${game.gameNumero}`),
			series: [games.map((game) => game.nbGuesses)],
		}
		const chart = new LineChart(container.current, data, {
			low: 0,
			height: '180px',
			fullWidth: true,
			showArea: true,
			axisY: { onlyInteger: true },
			chartPadding: { right: 16 },
		})
		chart.on('created', ({ svg }) => {
			svg.attr({ role: 'img', 'aria-label': label })
		})
		return () => {
			chart.detach()
		}
	}, [games, label])
	return <div ref={container} className="stats-chart" />
}
