import { dayOfGame, MODES, type Mode } from '@dragondle/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import '../components/play.css'
import { useRuntimeConfig } from '../config.ts'
import { formatGameDay } from '../game/game-day.ts'
import { useToday } from '../hooks/use-today.ts'
import { type HistoryEntry, STORAGE_KEYS } from '../storage/keys.ts'
import { entryFor, useHistory } from '../storage/records.ts'
import { useValue } from '../storage/store.ts'

/** One past day of the calendar and how the player did on it. */
type PastDay = {
	gameNumero: number
	/** 'YYYY-MM-DD' in the region's calendar. */
	day: string
	archive: HistoryEntry | undefined
	daily: HistoryEntry | undefined
}

/** Every day from launch to yesterday, grouped by month ('YYYY-MM'), newest month first. */
function pastMonths(today: number, launchDay: string, days: (numero: number, day: string) => PastDay) {
	const months = new Map<string, PastDay[]>()
	for (let numero = 1; numero < today; numero++) {
		const day = dayOfGame(numero, launchDay)
		const month = day.slice(0, 7)
		months.set(month, [...(months.get(month) ?? []), days(numero, day)])
	}
	return [...months.entries()].reverse()
}

/**
 * A mode's archive (decision 084): every past day since launch as a calendar, each a link named by its
 * date and whether it was won (in the archive or on the day, with the guesses) or not played.
 */
export function ArchivePage({ mode }: { mode: Mode }) {
	const { t } = useTranslation('play')
	const { gameNumero: today } = useToday()
	const history = useHistory(mode)
	const record = useValue(STORAGE_KEYS.archiveRecord[mode])
	const { launchDay } = useRuntimeConfig()
	const modeTitle = t(`modes.${mode}.title`, { ns: 'common' })
	const months = pastMonths(today, launchDay, (gameNumero, day) => ({
		gameNumero,
		day,
		archive: entryFor(record, gameNumero),
		daily: entryFor(history, gameNumero),
	}))
	return (
		<section className="archive" aria-labelledby="archive-heading">
			<h1 id="archive-heading">{t('archive.title', { mode: modeTitle })}</h1>
			<ModeTabs current={mode} />
			<p className="archive__intro">{t('archive.intro')}</p>
			<p className="archive__record">{t('archive.record', { count: record.length })}</p>
			<p className="archive__intro">
				<Link to={`/${mode}`}>{t('archive.today')}</Link>
			</p>
			{months.length === 0 ? <p className="archive__intro">{t('archive.empty')}</p> : null}
			{months.map(([month, days]) => (
				<Month key={month} mode={mode} month={month} days={days} />
			))}
		</section>
	)
}

/** The other modes' archives. */
function ModeTabs({ current }: { current: Mode }) {
	const { t } = useTranslation('play')
	return (
		<nav className="archive__modes" aria-label={t('archive.heading')}>
			{MODES.map((mode) => (
				<Link
					key={mode}
					className="button"
					to={`/${mode}/archive`}
					aria-current={mode === current ? 'page' : undefined}
				>
					{t(`modes.${mode}.title`, { ns: 'common' })}
				</Link>
			))}
		</nav>
	)
}

type MonthProps = { mode: Mode; month: string; days: readonly PastDay[] }

/** A month's past days on a Monday-first grid. */
function Month({ mode, month, days }: MonthProps) {
	const { t, i18n } = useTranslation('play')
	const headingId = useId()
	const name = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
	const first = days[0]
	// Monday is column 1; the first listed day of the month sits under its weekday
	const column = first ? ((new Date(`${first.day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 : 1
	return (
		<section className="archive__month" aria-labelledby={headingId}>
			<h2 id={headingId}>{name.format(Date.parse(`${month}-01T00:00:00Z`))}</h2>
			<ol
				className="archive__grid"
				aria-label={t('archive.calendar', { month: name.format(Date.parse(`${month}-01T00:00:00Z`)) })}
			>
				{days.map((day, index) => (
					<li key={day.gameNumero} style={index === 0 ? { gridColumnStart: column } : undefined}>
						<DayLink mode={mode} day={day} />
					</li>
				))}
			</ol>
		</section>
	)
}

/** One past day: its date, and ✓ with the guesses when won. */
function DayLink({ mode, day }: { mode: Mode; day: PastDay }) {
	const { t, i18n } = useTranslation('play')
	const date = formatGameDay(day.gameNumero, i18n.language)
	const won = day.archive ?? day.daily
	const base = { date, numero: day.gameNumero }
	const name =
		day.archive !== undefined
			? t('archive.dayWon', { ...base, count: day.archive.nbGuesses })
			: day.daily !== undefined
				? t('archive.dayWonDaily', { ...base, count: day.daily.nbGuesses })
				: t('archive.dayNotPlayed', base)
	return (
		<Link
			className={`archive__day${won ? ' archive__day--won' : ''}`}
			to={`/${mode}/archive/${day.gameNumero}`}
			aria-label={name}
			title={name}
		>
			<span aria-hidden="true">{Number(day.day.slice(8))}</span>
			<span className="archive__mark" aria-hidden="true">
				{won ? `✓${won.nbGuesses}` : '·'}
			</span>
		</Link>
	)
}
