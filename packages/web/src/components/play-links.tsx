import type { Mode } from '@dragondle/core'
import './play.css'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

/** The links to a mode's other ways to play: its archive of past days and practice (decision 084). */
export function PlayLinks({ mode }: { mode: Mode }) {
	const { t } = useTranslation('play')
	return (
		<nav className="play-links" aria-label={t('links.label')}>
			<Link className="button" to={`/${mode}/archive`}>
				{t('links.archive')}
			</Link>
			<Link className="button" to={`/${mode}/practice`}>
				{t('links.practice')}
			</Link>
		</nav>
	)
}
