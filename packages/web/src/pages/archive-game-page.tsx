import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { MODE_REGISTRY } from '../modes/registry.tsx'

/** A game number in a URL: digits only, from 1 (the server checks it again, and that it is past). */
const GAME_NUMERO = /^[1-9]\d{0,5}$/

/** A past day's game of a mode, `/<mode>/archive/<game number>` (issue #13): the daily flow on that day. */
export function ArchiveGamePage({ mode }: { mode: Mode }) {
	const { t } = useTranslation('play')
	const param = useParams().gameNumero ?? ''
	const { Page } = MODE_REGISTRY[mode]
	if (!GAME_NUMERO.test(param)) {
		return (
			<div className="load-error" role="alert">
				<p>{t('archive.invalid')}</p>
				<Link className="button" to={`/${mode}/archive`}>
					{t('archive.back')}
				</Link>
			</div>
		)
	}
	return <Page play={{ kind: 'archive', gameNumero: Number(param) }} />
}
