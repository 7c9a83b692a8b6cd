import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useRuntimeConfig } from '../config.ts'
import { storePlatformOf } from '../user-agent.ts'

/**
 * The /app forwarder (docs/product.md §2): an iPhone, iPad or Android browser goes on to its store's page when
 * the operator configured it; any other browser sees both store links, or that the app is not out.
 */
export function AppPage() {
	const { t } = useTranslation()
	const { iosStoreUrl, androidStoreUrl } = useRuntimeConfig()
	const platform = storePlatformOf(navigator.userAgent, navigator.maxTouchPoints)
	const target = platform === 'ios' ? iosStoreUrl : platform === 'android' ? androidStoreUrl : undefined
	// leaving for the store is a navigation away from the app, not React state: replace, so Back returns
	useEffect(() => {
		if (target) window.location.replace(target)
	}, [target])
	const hasStore = Boolean(iosStoreUrl || androidStoreUrl)
	return (
		<section className="page">
			<h1>{t('app.heading')}</h1>
			{target ? <p role="status">{t('app.redirecting')}</p> : null}
			{hasStore ? (
				<ul className="app-page__stores">
					{iosStoreUrl ? (
						<li>
							<a href={iosStoreUrl}>{t('app.appStore')}</a>
						</li>
					) : null}
					{androidStoreUrl ? (
						<li>
							<a href={androidStoreUrl}>{t('app.googlePlay')}</a>
						</li>
					) : null}
				</ul>
			) : (
				<p>{t('app.notOut')}</p>
			)}
			<Link to="/" className="button">
				{t('app.home')}
			</Link>
		</section>
	)
}
