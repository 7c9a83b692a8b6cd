import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { storePlatformOf } from '../user-agent.ts'

/** The /app forwarder. No store URL is configured yet, so every platform sees the same notice. */
export function AppPage() {
	const { t } = useTranslation()
	const platform = storePlatformOf(navigator.userAgent, navigator.maxTouchPoints)
	return (
		<section className="page">
			<h1>{t('app.heading')}</h1>
			<p>{t('app.comingSoon')}</p>
			{platform ? <p>{t(`app.${platform}`)}</p> : null}
			<Link to="/" className="button">
				{t('app.home')}
			</Link>
		</section>
	)
}
