import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { AD_CONFIG, type AdsConsent, adRequestOf } from './ad-adapter.ts'
import { AdSlot } from './ad-slot.tsx'

/** The ad rules of docs/product.md §4 "Ads opt-in (mobile)": none under 16, non-personalised without consent. */

/** A configuration naming a network, as an operator's would; the default install has none. */
const NETWORK = { network: 'example' } as const

const OVER_16_CONSENTING = { isAgeRestricted: false, hasUserConsent: true }
const OVER_16_NOT_CONSENTING = { isAgeRestricted: false, hasUserConsent: false }
const UNDER_16 = { isAgeRestricted: true, hasUserConsent: false }

type Case = { who: string; consent: AdsConsent; isAppMode: boolean; request: string }

test.each<Case>([
	{
		who: 'over 16 and consenting, in the app',
		consent: OVER_16_CONSENTING,
		isAppMode: true,
		request: 'personalised',
	},
	{
		who: 'over 16 without consent, in the app',
		consent: OVER_16_NOT_CONSENTING,
		isAppMode: true,
		request: 'non-personalised',
	},
	{ who: 'under 16, in the app', consent: UNDER_16, isAppMode: true, request: 'none' },
	// consent stored beside the under-16 answer (an edited storage) still gets none
	{
		who: 'under 16 with consent stored',
		consent: { isAgeRestricted: true, hasUserConsent: true },
		isAppMode: true,
		request: 'none',
	},
	{ who: 'yet to answer the opt-in, in the app', consent: null, isAppMode: true, request: 'none' },
	{
		who: 'over 16 and consenting, on the web',
		consent: OVER_16_CONSENTING,
		isAppMode: false,
		request: 'none',
	},
])('a player $who gets $request ads', ({ consent, isAppMode, request }) => {
	expect(adRequestOf({ config: NETWORK, consent, isAppMode })).toBe(request)
})

test('without a configured network no ad is asked for, whatever the opt-in says', () => {
	expect(AD_CONFIG).toEqual({})
	expect(adRequestOf({ config: AD_CONFIG, consent: OVER_16_CONSENTING, isAppMode: true })).toBe('none')
})

test('a default install renders no ad slot, even in the app with consent', () => {
	writeValue(STORAGE_KEYS.appMode, true)
	writeValue(STORAGE_KEYS.adsConsent, OVER_16_CONSENTING)
	const { container } = render(<AdSlot />)
	expect(container).toBeEmptyDOMElement()
})

test.each([
	[OVER_16_CONSENTING, 'personalised'],
	[OVER_16_NOT_CONSENTING, 'non-personalised'],
])('with a network configured, the app shows the ad slot asking for %j ads', (consent, request) => {
	writeValue(STORAGE_KEYS.appMode, true)
	writeValue(STORAGE_KEYS.adsConsent, consent)
	render(<AdSlot config={NETWORK} />)
	expect(screen.getByRole('complementary', { name: 'Advertisement' })).toHaveAttribute(
		'data-ad-request',
		request,
	)
})

test('with a network configured, a player under 16 gets no ad slot', () => {
	writeValue(STORAGE_KEYS.appMode, true)
	writeValue(STORAGE_KEYS.adsConsent, UNDER_16)
	render(<AdSlot config={NETWORK} />)
	expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
})
