import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatGameDay } from './game-day.ts'
import type { Play } from './play.ts'
import '../components/play.css'
import '../components/play.css'

type BadgeProps = { play: Play; today: number }

/** Says which kind of game is on screen, under the page's title (issue #13 "Navigation"). */
export function PlayBadge({ play, today }: BadgeProps) {
	const { t, i18n } = useTranslation('play')
	const text =
		play.kind === 'daily'
			? t('kind.daily', { numero: today })
			: t('kind.archive', { numero: play.gameNumero, date: formatGameDay(play.gameNumero, i18n.language) })
	return <p className={`play-badge play-badge--${play.kind}`}>{text}</p>
}

type FutureProps = { mode: Mode; gameNumero: number }

/** A past day's URL that names a day not past yet: refused, with the way back (issue #13). */
export function FutureGame({ mode, gameNumero }: FutureProps) {
	const { t } = useTranslation('play')
	return (
		<div className="load-error" role="alert">
			<p>{t('archive.future', { numero: gameNumero })}</p>
			<Link className="button" to={`/${mode}/archive`}>
				{t('archive.back')}
			</Link>
		</div>
	)
}
