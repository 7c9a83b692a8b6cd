import { useTranslation } from 'react-i18next'
import { useRuntimeConfig } from '../config.ts'
import { factReportHref } from '../fact-report.ts'
import './fact-report-link.css'

type Props = {
	character: string
	/** The field as the tile names it ('Deaths'). */
	field: string
	/** The value as the tile shows it ('2', 'Saiyan, Human'). */
	value: string
}

/**
 * 'Report a wrong fact' for one tile (decision 083): opens the operator's issue tracker or a mail,
 * prefilled with the character, the field and the value shown; nothing when neither is set.
 */
export function FactReportLink({ character, field, value }: Props) {
	const { t } = useTranslation('game')
	const config = useRuntimeConfig()
	const facts = { character, field, value }
	const href = factReportHref({ title: t('report.title', facts), body: t('report.body', facts) }, config)
	if (href === null) return null
	return (
		<a className="fact-report" href={href} target="_blank" rel="noopener noreferrer" title={t('report.link')}>
			<span aria-hidden="true">⚑</span>
			{/* the name says which tile, since every tile has one */}
			<span className="visually-hidden">{t('report.label', facts)}</span>
		</a>
	)
}
