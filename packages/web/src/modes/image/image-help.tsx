import { useTranslation } from 'react-i18next'

type Props = { mode: 'fusion' | 'technique' | 'silhouette' }

/** How an image mode plays, from the locale file: a list of short steps. */
export function ImageHelp({ mode }: Props) {
	const { t } = useTranslation('help')
	const steps = t(mode, { returnObjects: true }) as string[]
	return (
		<div className="help">
			<ul>
				{steps.map((step) => (
					<li key={step}>{step}</li>
				))}
			</ul>
			<p>{t('common')}</p>
		</div>
	)
}
