import { type GuessCount, winnerStanding } from '@dragondle/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchWinnerGuesses } from '../../api-client.ts'
import { useGameWords } from '../../game-words.ts'
import { useNumberFormat } from '../../hooks/use-number-format.ts'
import { type FoundAt, type PictureInsightInput, pictureFigures } from './picture-figures.ts'
import '../../game/insight.css'

type Props = { input: PictureInsightInput }

/**
 * The picture insight's figures (decision 125), loaded only once the player opens the disclosure
 * after the end: the field after each guess and where the answer was found, worked out on the
 * device (offline too), then today's winners by guess number when the server can say them.
 */
export function PictureInsightPanel({ input }: Props) {
	const { t } = useTranslation('insight')
	const words = useGameWords()
	const figures = useMemo(() => pictureFigures(input), [input])
	const byId = new Map(input.pack.characters.map((character) => [character.championId, character]))
	const nameOf = (id: number) => {
		const character = byId.get(id)
		return character ? words.characterName(character) : ''
	}
	const counts = [figures.pool, ...figures.steps.map((step) => step.left)]
	return (
		<>
			<p className="insight__status" role="status">
				{t('field', { counts: counts.join(' → ') })}
			</p>
			{figures.found ? <FoundLine found={figures.found} /> : null}
			<ol className="insight__steps" aria-label={t('steps')}>
				{figures.steps.map((step) => (
					<li key={step.guessId} className="insight__step">
						{step.guessId === input.answerId
							? t('picture.right', { name: nameOf(step.guessId) })
							: t('picture.ruledOut', {
									name: nameOf(step.guessId),
									count: step.ruledOut,
									pool: figures.pool,
								})}
					</li>
				))}
			</ol>
			{input.isDaily && figures.found ? (
				<TodaysWinners input={input} nbGuesses={figures.steps.length} />
			) : null}
		</>
	)
}

/** Where the answer was found: the reveal's step, and the picture it showed then. */
function FoundLine({ found }: { found: FoundAt }) {
	const { t } = useTranslation('insight')
	return (
		<p className="insight__perfect">
			{found.kind === 'zoom'
				? t('picture.foundZoom', { step: found.step, percent: found.percent })
				: t('picture.foundBlur', { step: found.step, px: found.px })}
		</p>
	)
}

type Outcome = { kind: 'working' } | { kind: 'done'; byGuesses: GuessCount[] } | { kind: 'failed' }

type WinnersProps = { input: PictureInsightInput; nbGuesses: number }

/**
 * Today's winners by guess number, as the server counts them (counts only): a live status, then
 * each guess number's count as text with a bar beside it, the player's own marked in words. Offline,
 * or with the database away, it says the figures are the device's alone.
 */
function TodaysWinners({ input, nbGuesses }: WinnersProps) {
	const { t } = useTranslation('insight')
	const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' })
	const { mode, gameNumero, utc } = input
	// a subscription to one request, dropped when the panel closes
	useEffect(() => {
		let isOn = true
		fetchWinnerGuesses(mode, gameNumero, utc, { waits: [] }).then(
			(byGuesses) => isOn && setOutcome({ kind: 'done', byGuesses }),
			() => isOn && setOutcome({ kind: 'failed' }),
		)
		return () => {
			isOn = false
		}
	}, [mode, gameNumero, utc])
	const standing = outcome.kind === 'done' ? winnerStanding(outcome.byGuesses, nbGuesses) : null
	return (
		<>
			<p className="insight__status" role="status">
				{outcome.kind === 'working'
					? t('picture.comparing')
					: standing === null
						? t('picture.unreachable')
						: standing.winners === 0
							? t('picture.noWinners')
							: t('picture.standing', { count: standing.winners, ...standing })}
			</p>
			{outcome.kind === 'done' && outcome.byGuesses.length > 0 ? (
				<WinnerRows byGuesses={outcome.byGuesses} nbGuesses={nbGuesses} />
			) : null}
		</>
	)
}

type RowsProps = { byGuesses: GuessCount[]; nbGuesses: number }

/** Each guess number's winners: the count in words, a bar for the eye only, the player's own named. */
function WinnerRows({ byGuesses, nbGuesses }: RowsProps) {
	const { t } = useTranslation('insight')
	const format = useNumberFormat()
	const most = Math.max(...byGuesses.map((row) => row.count))
	return (
		<ul className="insight__winners" aria-label={t('picture.byGuesses')}>
			{byGuesses.map((row) => (
				<li key={row.nbGuesses} className="insight__winner-row">
					<span>
						{t('picture.row', { count: row.count, guesses: format(row.nbGuesses) })}
						{row.nbGuesses === nbGuesses ? ` ${t('picture.yours')}` : null}
					</span>
					<span
						className="insight__bar"
						aria-hidden="true"
						style={{ inlineSize: `${Math.max(2, Math.round((row.count / most) * 100))}%` }}
					/>
				</li>
			))}
		</ul>
	)
}
