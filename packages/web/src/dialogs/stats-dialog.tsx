import { type Mode, type Stats, statsOf } from '@dragondle/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StreakFlame } from '../components/streak-flame.tsx'
import { useNumberFormat } from '../hooks/use-number-format.ts'
import { useSiteUrl } from '../hooks/use-site-url.ts'
import { useToday } from '../hooks/use-today.ts'
import { clearHistory, useHistory } from '../storage/records.ts'
import { GuessesChart } from './guesses-chart.tsx'
import { StatsActions } from './stats-actions.tsx'
import './stats-dialog.css'

type Props = { mode: Mode }

/** An average is read to one decimal, as the share text's `{{average}}` is. */
const AVERAGE: Intl.NumberFormatOptions = { maximumFractionDigits: 1 }

function Figures({ stats }: { stats: Stats }) {
	const { t } = useTranslation()
	const formatNumber = useNumberFormat()
	const rows = [
		['gamesWon', formatNumber(stats.gamesWon)],
		['averageGuesses', formatNumber(stats.averageGuesses, AVERAGE)],
		['oneShots', t('stats.oneShotsValue', { count: stats.oneShots, share: stats.oneShotsPercentage / 100 })],
		['currentStreak', formatNumber(stats.currentStreak)],
		['maxStreak', formatNumber(stats.maxStreak)],
	] as const
	return (
		<dl className="stats-figures">
			{rows.map(([key, value]) => (
				<div key={key} className="stats-figures__item">
					<dt>{t(`stats.${key}`)}</dt>
					<dd>
						{value}
						{key === 'currentStreak' ? (
							<StreakFlame
								streak={stats.currentStreak}
								isLost={stats.currentStreak === 0 && stats.maxStreak > 0}
								size={22}
							/>
						) : null}
					</dd>
				</div>
			))}
		</dl>
	)
}

function Distribution({ stats }: { stats: Stats }) {
	const { t } = useTranslation()
	const most = Math.max(1, ...stats.distribution.map((row) => row.games))
	return (
		<section className="stats-distribution" aria-labelledby="stats-distribution-title">
			<h3 id="stats-distribution-title">{t('stats.distribution')}</h3>
			<ul>
				{stats.distribution.map(({ nbGuesses, games }) => (
					<li key={nbGuesses}>
						<span>
							{t('stats.distributionRow', {
								guesses: t('stats.guesses', { count: nbGuesses }),
								count: games,
							})}
						</span>
						<span
							className="stats-distribution__bar"
							style={{ width: `${(games / most) * 100}%` }}
							aria-hidden="true"
						/>
					</li>
				))}
			</ul>
		</section>
	)
}

/** The two-step clear (docs/product.md §4 "Clear data"): the first click asks, the second clears this mode's record. */
function ClearData({ mode }: Props) {
	const { t } = useTranslation()
	const [step, setStep] = useState<'idle' | 'asking' | 'cleared'>('idle')
	const title = t(`modes.${mode}.title`)
	function handleClick() {
		if (step !== 'asking') return setStep('asking')
		clearHistory(mode)
		setStep('cleared')
	}
	return (
		<div className="stats-clear">
			{step === 'asking' ? <p role="alert">{t('stats.clearWarning', { mode: title })}</p> : null}
			{step === 'cleared' ? <p role="status">{t('stats.cleared', { mode: title })}</p> : null}
			<button type="button" className="link-button stats-clear__button" onClick={handleClick}>
				{step === 'asking' ? t('stats.clearConfirm') : t('stats.clearData')}
			</button>
		</div>
	)
}

/** The Statistics dialog's body for the mode being played: figures, graph, sharing, clearing. */
export function StatsDialog({ mode, onOpenTransfer }: Props & { onOpenTransfer: () => void }) {
	const { t } = useTranslation()
	const history = useHistory(mode)
	const { gameNumero } = useToday()
	const stats = useMemo(() => statsOf(history, gameNumero), [history, gameNumero])
	const url = useSiteUrl()
	const title = t(`modes.${mode}.title`)
	const text = `${t('stats.shareText', {
		mode: title,
		won: stats.gamesWon,
		average: stats.averageGuesses,
		oneShots: stats.oneShots,
		current: stats.currentStreak,
		max: stats.maxStreak,
	})}\n${url}`
	return (
		<div className="stats">
			<Figures stats={stats} />
			{stats.guessesPerGame.length > 0 ? (
				<GuessesChart games={stats.guessesPerGame} label={t('stats.graph')} />
			) : (
				<p className="stats__empty">{t('stats.graphEmpty')}</p>
			)}
			{stats.distribution.length > 0 ? <Distribution stats={stats} /> : null}
			<StatsActions text={text} />
			<ClearData mode={mode} />
			<div className="stats-transfer">
				<button type="button" className="button" onClick={onOpenTransfer}>
					{t('stats.transfer')}
				</button>
			</div>
		</div>
	)
}
