import { countdownTo, type Region } from '@dragondle/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

function twoDigits(n: number): string {
	return String(n).padStart(2, '0')
}

/** HH:MM:SS until the region's next game (docs/product.md §4 "Daily rollover"), ticking every second. */
export function Countdown({ region }: { region: Region }) {
	const { t } = useTranslation('game')
	const [now, setNow] = useState(() => Date.now())
	useEffect(() => {
		// a clock is a real subscription: it ticks whatever the rest of the page does
		const timer = setInterval(() => setNow(Date.now()), 1000)
		return () => clearInterval(timer)
	}, [])
	const { hours, minutes, seconds } = countdownTo(now, region)
	return (
		<div className="countdown">
			<p className="countdown__label">{t('end.nextCharacter')}</p>
			<p className="countdown__time" role="timer" aria-live="off">
				{`${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`}
			</p>
		</div>
	)
}
