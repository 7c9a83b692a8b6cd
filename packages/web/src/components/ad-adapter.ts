/**
 * The ad placement's settings (docs/product.md §7 "Outbound services"). Empty, as in a default install:
 * no ad network is named, so nothing third-party loads (docs/architecture.md "Analytics, error
 * reporting, ads").
 */
export type AdConfig = Readonly<Record<string, string>>

export const AD_CONFIG: AdConfig = {}

/** The ads opt-in's two answers as stored (docs/product.md §4 "Ads opt-in (mobile)"); null until answered. */
export type AdsConsent = { isAgeRestricted: boolean; hasUserConsent: boolean } | null

/** What an ad request may be: none at all, one chosen without the player's data, or one chosen from it. */
export type AdRequest = 'none' | 'non-personalised' | 'personalised'

type AdInputs = { config: AdConfig; consent: AdsConsent; isAppMode: boolean }

/**
 * Which ads may show (docs/product.md §4 "Ads opt-in (mobile)"): none on the web, without a configured
 * network, before the opt-in is answered or under 16; without consent to interest-based ads only
 * non-personalised ones; personalised ones otherwise.
 */
export function adRequestOf({ config, consent, isAppMode }: AdInputs): AdRequest {
	if (!isAppMode || Object.keys(config).length === 0) return 'none'
	if (consent === null || consent.isAgeRestricted) return 'none'
	return consent.hasUserConsent ? 'personalised' : 'non-personalised'
}
