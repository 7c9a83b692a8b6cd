import { useTranslation } from 'react-i18next'

/** What each place keeps (docs/product.md §2 "Routes"); each key is a paragraph of privacy.* in common.json. */
const SECTIONS = [
	{ heading: 'deviceHeading', paragraphs: ['device', 'clear'] },
	{ heading: 'serverHeading', paragraphs: ['wins', 'transfer', 'streakCodes', 'limits', 'logs'] },
	{ heading: 'othersHeading', paragraphs: ['trackers', 'links'] },
] as const

export function PrivacyPage() {
	const { t } = useTranslation()
	return (
		<article className="page">
			<h1>{t('privacy.heading')}</h1>
			{SECTIONS.map(({ heading, paragraphs }) => (
				<section key={heading}>
					<h2>{t(`privacy.${heading}`)}</h2>
					{paragraphs.map((key) => (
						<p key={key}>{t(`privacy.${key}`)}</p>
					))}
				</section>
			))}
		</article>
	)
}
