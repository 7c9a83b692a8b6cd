import { useTranslation } from 'react-i18next'

const PARAGRAPHS = ['device', 'server', 'transfer', 'trackers', 'clear'] as const

export function PrivacyPage() {
	const { t } = useTranslation()
	return (
		<article className="page">
			<h1>{t('privacy.heading')}</h1>
			{PARAGRAPHS.map((key) => (
				<p key={key}>{t(`privacy.${key}`)}</p>
			))}
		</article>
	)
}
