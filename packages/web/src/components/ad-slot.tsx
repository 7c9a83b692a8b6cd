import { useTranslation } from 'react-i18next'
import { useAppMode } from '../platform.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue } from '../storage/store.ts'
import { AD_CONFIG, type AdConfig, adRequestOf } from './ad-adapter.ts'

type Props = { config?: AdConfig }

/**
 * Where an ad shows in app mode, when the ad adapter allows one: an empty placement that an ad
 * network's code fills, marked with the kind of request the player's opt-in allows. With the
 * default empty configuration it renders nothing, and no network code exists to load.
 */
export function AdSlot({ config = AD_CONFIG }: Props) {
	const { t } = useTranslation('app')
	const consent = useValue(STORAGE_KEYS.adsConsent)
	const isAppMode = useAppMode()
	const request = adRequestOf({ config, consent, isAppMode })
	if (request === 'none') return null
	return <aside className="ad-slot" aria-label={t('ads.slot')} data-ad-request={request} />
}
