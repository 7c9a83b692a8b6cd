import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue, useValue, writeValue } from './storage/store.ts'

/**
 * The one place that says whether this page is the mobile app (docs/architecture.md "Mobile app", decision
 * 087). Every app-only feature (haptics, the daily notification, the ads opt-in, the store version
 * check, the offline toast) asks `isAppMode()` or `useAppMode()`, and its code lives in
 * `app-mode/`, loaded only when the answer is yes, so the web's first page never carries it.
 */

/**
 * Whether this page is the mobile app's build: the app's build sets `VITE_PLATFORM=app`; the web
 * build leaves it unset.
 */
export function isAppBuild(): boolean {
	return import.meta.env.VITE_PLATFORM === 'app'
}

/** The query parameter that switches a browser's app mode on (`1`) or off (`0`), kept until switched. */
export const APP_MODE_PARAM = 'app-mode'

/** Follows `?app-mode=1` or `?app-mode=0` in the address: the choice is stored for the next visits. */
export function applyAppModeSwitch(search: string): void {
	const value = new URLSearchParams(search).get(APP_MODE_PARAM)
	if (value === '1') writeValue(STORAGE_KEYS.appMode, true)
	if (value === '0') writeValue(STORAGE_KEYS.appMode, false)
}

/** The app build, or a browser whose app mode is on; read outside render. */
export function isAppMode(): boolean {
	return isAppBuild() || readValue(STORAGE_KEYS.appMode)
}

/** `isAppMode()` for render: subscribed, and false without a browser. */
export function useAppMode(): boolean {
	const isOn = useValue(STORAGE_KEYS.appMode)
	return isAppBuild() || isOn
}

/**
 * A light haptic tap (docs/product.md §2: a menu card's click; decision 086: each guess), when the app's Haptics
 * setting is on. A failure (no vibration motor, a browser without the API) is logged, never shown.
 */
export function hapticTap(): void {
	if (!isAppMode() || !readValue(STORAGE_KEYS.haptics)) return
	import('./app-mode/native.ts')
		.then(({ impactLight }) => impactLight())
		.catch((error: unknown) => console.info('Haptic feedback failed', error))
}
