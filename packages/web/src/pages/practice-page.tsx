import {
	hasPracticeSeries,
	type Mode,
	PRACTICE_SERIES,
	type PracticeSeries,
	PracticeSeriesSchema,
} from '@dragondle/core'
import { type ChangeEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import '../components/play.css'
import * as v from 'valibot'
import { MODE_REGISTRY } from '../modes/registry.tsx'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { startNextPracticeRound } from '../storage/records.ts'
import { useValue, writeValue } from '../storage/store.ts'

/**
 * A mode's practice, `/<mode>/practice` (decision 084): unlimited rounds with a random answer, a series
 * filter in Classic and Silhouette, and its own statistics.
 */
export function PracticePage({ mode }: { mode: Mode }) {
	const round = useValue(STORAGE_KEYS.practiceRound[mode])
	const series = useValue(STORAGE_KEYS.practiceSeries[mode])
	const { Page } = MODE_REGISTRY[mode]
	return (
		<>
			<PracticeHeader mode={mode} series={series} />
			<Page play={{ kind: 'practice', round, series: hasPracticeSeries(mode) ? series : null }} />
		</>
	)
}

function PracticeHeader({ mode, series }: { mode: Mode; series: PracticeSeries | null }) {
	const { t } = useTranslation('play')
	const selectId = useId()
	const record = useValue(STORAGE_KEYS.practiceRecord[mode])
	const won = record.filter((entry) => entry.isWon).length

	/** Another series starts a new round drawn from it. */
	function handleSeries(event: ChangeEvent<HTMLSelectElement>) {
		const parsed = v.safeParse(PracticeSeriesSchema, event.target.value)
		writeValue(STORAGE_KEYS.practiceSeries[mode], parsed.success ? parsed.output : null)
		startNextPracticeRound(mode)
	}

	return (
		<div className="archive">
			<p className="archive__intro">{t('practice.intro')}</p>
			<p className="archive__record">
				{t('practice.stats', { played: record.length, won, lost: record.length - won })}
			</p>
			{hasPracticeSeries(mode) ? (
				<p className="play-links">
					<label htmlFor={selectId}>{t('practice.series')}</label>
					<select id={selectId} value={series ?? ''} onChange={handleSeries}>
						<option value="">{t('practice.anySeries')}</option>
						{PRACTICE_SERIES.map((name) => (
							<option key={name} value={name}>
								{t(`practice.seriesNames.${name}`)}
							</option>
						))}
					</select>
				</p>
			) : null}
		</div>
	)
}
