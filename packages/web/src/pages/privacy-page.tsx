import { useTranslation } from 'react-i18next'
import { type RuntimeConfig, useRuntimeConfig } from '../config.ts'

/** What each place keeps (docs/product.md §2 "Routes"); each key is a paragraph of privacy.* in common.json. */
const SECTIONS = [
	{ heading: 'deviceHeading', paragraphs: ['device', 'clear'] },
	{ heading: 'serverHeading', paragraphs: ['wins', 'transfer', 'streakCodes', 'limits', 'logs'] },
] as const

/** The operator's outbound services (decision 099) and the paragraph each one adds when it is on. */
const SERVICES = [
	{ setting: 'sentryDsn', paragraph: 'errorReports' },
	{ setting: 'analyticsUrl', paragraph: 'gameEvents' },
	{ setting: 'pageAnalyticsUrl', paragraph: 'pageViews' },
] as const

/** The services turned on, each with the host it sends to. */
function servicesOn(config: RuntimeConfig) {
	return SERVICES.flatMap(({ setting, paragraph }) => {
		const url = config[setting]
		return url === undefined ? [] : [{ paragraph, host: hostOf(url) }]
	})
}

/** The host a URL names (a DSN's, without its key); the URL itself if it is none. */
function hostOf(url: string): string {
	try {
		return new URL(url).host
	} catch {
		return url
	}
}

export function PrivacyPage() {
	const { t } = useTranslation('privacy')
	const services = servicesOn(useRuntimeConfig())
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
			<section>
				<h2>{t('privacy.othersHeading')}</h2>
				<p>{t(services.length === 0 ? 'privacy.trackers' : 'privacy.trackersOn')}</p>
				{services.map(({ paragraph, host }) => (
					<p key={paragraph}>{t(`privacy.${paragraph}`, { host })}</p>
				))}
				<p>{t('privacy.links')}</p>
			</section>
		</article>
	)
}
