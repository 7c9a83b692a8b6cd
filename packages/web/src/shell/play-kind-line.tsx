import { type Mode, matchPage, type PlayKind } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { formatGameDay } from '../game/game-day.ts'
import { useToday } from '../hooks/use-today.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue } from '../storage/store.ts'

type Props = { kind: PlayKind; mode: Mode | null }

/**
 * The header's line saying which kind of game is on screen (decision 084): today's, a
 * past day's, practice or a challenge. It reads what the route says, so it shows before the game
 * has loaded; an archive URL that names no past day says nothing (the page says why).
 */
export function PlayKindLine({ kind, mode }: Props) {
	const { t } = useTranslation('play')
	if (kind === 'daily') return <TodayLine />
	if (kind === 'archive') return <PastDayLine />
	if (kind === 'practice') return mode ? <PracticeLine mode={mode} /> : null
	return <Line kind={kind}>{t('kind.challenge')}</Line>
}

function Line({ kind, children }: { kind: PlayKind; children: string }) {
	return <p className={`play-kind play-kind--${kind}`}>{children}</p>
}

function TodayLine() {
	const { t } = useTranslation('play')
	const { gameNumero } = useToday()
	// a page rendered ahead of the visit knows no day: the line keeps its place until the page runs
	return <Line kind="daily">{gameNumero > 0 ? t('kind.daily', { numero: gameNumero }) : '\u00a0'}</Line>
}

function PastDayLine() {
	const { t, i18n } = useTranslation('play')
	const today = useToday().gameNumero
	const [pathname] = useLocation()
	const param = matchPage(pathname)?.params.gameNumero
	const gameNumero = param === undefined ? null : Number(param)
	if (gameNumero === null || gameNumero > today) return null
	const date = formatGameDay(gameNumero, i18n.language)
	return <Line kind="archive">{t('kind.archive', { numero: gameNumero, date })}</Line>
}

function PracticeLine({ mode }: { mode: Mode }) {
	const { t } = useTranslation('play')
	const round = useValue(STORAGE_KEYS.practiceRound[mode])
	return <Line kind="practice">{t('kind.practice', { round })}</Line>
}
