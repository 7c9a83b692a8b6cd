import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { gameNumeroOfParam } from '../game/play.ts'
import { MODE_REGISTRY } from '../modes/registry.tsx'

/** A past day's game of a mode, `/<mode>/archive/<game number>` (decision 084): the daily flow on that day. */
export function ArchiveGamePage({ mode }: { mode: Mode }) {
	const { t } = useTranslation('play')
	const gameNumero = gameNumeroOfParam(useParams().gameNumero)
	const { Page } = MODE_REGISTRY[mode]
	if (gameNumero === null) {
		return (
			<div className="load-error" role="alert">
				<p>{t('archive.invalid')}</p>
				<Link className="button" to={`/${mode}/archive`}>
					{t('archive.back')}
				</Link>
			</div>
		)
	}
	return <Page play={{ kind: 'archive', gameNumero }} />
}
