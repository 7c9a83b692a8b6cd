import type { Mode } from '@dragondle/core'
import { MODES } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { useToday } from '../hooks/use-today.ts'
import { useModesDone } from '../storage/records.ts'
import { ModeIcon } from './mode-icon.tsx'

function ProgressItem({ mode, isWon }: { mode: Mode; isWon: boolean }) {
	const { t } = useTranslation()
	const [pathname] = useLocation()
	const title = t(`modes.${mode}.title`)
	const to = `/${mode}`
	// the mode's pages (its day, archive, practice) are its own: it is the current page there
	const isCurrent = pathname === to || pathname.startsWith(`${to}/`)
	return (
		<li>
			<Link
				to={to}
				aria-current={isCurrent ? 'page' : undefined}
				className={isWon ? 'progress-item progress-item--won' : 'progress-item'}
				aria-label={isWon ? t('header.modeDone', { mode: title }) : title}
				title={isWon ? t('header.modeDone', { mode: title }) : title}
			>
				<ModeIcon mode={mode} size={36} />
				{isWon ? (
					<svg className="progress-item__check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
						<circle cx="8" cy="8" r="8" />
						<path d="M4.5 8.2l2.3 2.3 4.7-4.9" />
					</svg>
				) : null}
			</Link>
		</li>
	)
}

/** The four modes of the day: the active one is marked as the current page, won ones get a green check. */
export function GamesProgress() {
	const { t } = useTranslation()
	const done = useModesDone(useToday().gameNumero)
	return (
		<nav className="games-progress" aria-label={t('header.gamesProgress')}>
			<ul>
				{MODES.map((mode) => (
					<ProgressItem key={mode} mode={mode} isWon={done.has(mode)} />
				))}
			</ul>
		</nav>
	)
}
