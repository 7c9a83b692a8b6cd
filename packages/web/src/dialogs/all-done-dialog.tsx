import { allDoneShareText, MODES, type Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Countdown } from '../components/countdown.tsx'
import { ModeIcon } from '../components/mode-icon.tsx'
import { ShareBlock } from '../components/share-block.tsx'
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

/** Every mode of the day found (docs/product.md §2 "Dialogs" (Complete-all dialog)): the day, the countdown, the games, the share box. */
export function AllDoneDialog() {
	const { t } = useTranslation()
	const { gameNumero, region } = useToday()
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
		</div>
	)
}
