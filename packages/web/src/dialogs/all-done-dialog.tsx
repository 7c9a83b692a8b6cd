import { allDoneShareText, MODES, type Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Countdown } from '../components/countdown.tsx'
import { GameHub } from '../components/game-hub.tsx'
import { ModeIcon } from '../components/mode-icon.tsx'
import { ShareBlock } from '../components/share-block.tsx'
import { useDoneDay } from '../hooks/use-all-done.ts'
import { useShareWords } from '../hooks/use-share-words.ts'
import { useSiteUrl } from '../hooks/use-site-url.ts'
import { useToday } from '../hooks/use-today.ts'
import { disabledOfEntry } from '../modes/classic/challenger-record.ts'
import { useDayEntries } from '../storage/records.ts'
import '../components/game-screen.css'

function ModeResult({ mode, nbGuesses }: { mode: Mode; nbGuesses: number }) {
	const { t } = useTranslation()
	return (
		<li>
			<Link to={`/${mode}`} className="all-done__game">
				<ModeIcon mode={mode} size={32} />
				{t('allDone.result', { mode: t(`modes.${mode}.title`), count: nbGuesses })}
			</Link>
		</li>
	)
}

/**
 * Our own drawing of a finished day: a cup with a star under four sparks, one per mode. Decorative:
 * the dialog's title says what it shows.
 */
function DayDonePicture() {
	return (
		<svg
			role="img"
			aria-hidden="true"
			focusable="false"
			className="all-done__picture"
			width="120"
			height="96"
			viewBox="0 0 120 96"
			style={{ display: 'block', margin: '0 auto' }}
		>
			<g fill="#ffd166">
				{[18, 42, 78, 102].map((x, index) => (
					<path
						key={x}
						transform={`translate(${x} ${index % 3 === 0 ? 30 : 12})`}
						d="M0-7l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
					/>
				))}
			</g>
			<path d="M38 28h44v16a22 22 0 0 1-44 0z" fill="#f4a024" />
			<path
				d="M38 33h-7a9 9 0 0 0 9 15M82 33h7a9 9 0 0 1-9 15"
				fill="none"
				stroke="#f4a024"
				strokeWidth="4"
			/>
			<path d="M55 65h10v10H55zM44 75h32a3 3 0 0 1 3 3v6H41v-6a3 3 0 0 1 3-3z" fill="#c9791b" />
			<path d="M60 34l3 6.4 7 .9-5.1 4.8 1.3 6.9L60 49.6 53.8 53l1.3-6.9-5.1-4.8 7-.9z" fill="#fff3d6" />
		</svg>
	)
}

/**
 * Every mode of the day found (docs/product.md §2 "Dialogs" (Complete-all dialog)): a picture, the
 * day, the countdown, the games, the share box, and the hub of more games. The day is the one the
 * all-done check counted (`useDoneDay`, decision 100).
 */
export function AllDoneDialog() {
	const { t } = useTranslation()
	const { region } = useToday()
	const { gameNumero } = useDoneDay()
	const url = useSiteUrl()
	const words = useShareWords()
	const entries = useDayEntries(gameNumero)
	const results = MODES.flatMap((mode) => {
		const entry = entries.get(mode)
		// Classic's line carries the challenger mark its own share has, from the recorded win
		return entry ? [{ mode, nbGuesses: entry.nbGuesses, disabled: disabledOfEntry(entry) }] : []
	})
	return (
		<div className="all-done">
			<DayDonePicture />
			<p>{t('allDone.intro', { numero: gameNumero })}</p>
			<Countdown region={region} />
			<nav aria-label={t('allDone.games')}>
				<ul className="all-done__games">
					{results.map(({ mode, nbGuesses }) => (
						<ModeResult key={mode} mode={mode} nbGuesses={nbGuesses} />
					))}
				</ul>
			</nav>
			<ShareBlock text={allDoneShareText({ gameNumero, results, url }, words)} />
			<GameHub headingLevel={3} />
		</div>
	)
}
