import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useRuntimeConfig } from '../config.ts'
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query.ts'
import { useAppMode } from '../platform.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue, writeValue } from '../storage/store.ts'

/**
 * The bottom banner that points narrow-screen web visitors (600 px or less) to the app, until
 * dismissed for good (docs/product.md §2). It needs a store page to point to: without one there is no app
 * to get, and no banner.
 */
export function AppBanner() {
	const { t } = useTranslation()
	const headingId = useId()
	const isNarrow = useMediaQuery(NARROW_SCREEN)
	const isDismissed = useValue(STORAGE_KEYS.appBannerDismissed)
	const isAppMode = useAppMode()
	const { iosStoreUrl, androidStoreUrl } = useRuntimeConfig()
	const hasApp = iosStoreUrl !== undefined || androidStoreUrl !== undefined
	if (isAppMode || !isNarrow || isDismissed || !hasApp) return null
	return (
		<section className="app-banner" aria-labelledby={headingId}>
			<h2 id={headingId} className="visually-hidden">
				{t('appBanner.name')}
			</h2>
			<p className="app-banner__text">{t('appBanner.text')}</p>
			<Link to="/app" className="button">
				{t('appBanner.get')}
			</Link>
			<button
				type="button"
				className="link-button"
				onClick={() => writeValue(STORAGE_KEYS.appBannerDismissed, true)}
			>
				{t('appBanner.dismiss')}
			</button>
		</section>
	)
}
