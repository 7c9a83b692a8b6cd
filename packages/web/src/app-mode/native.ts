import { App } from '@capacitor/app'
import { Capacitor } from '@capacitor/core'
import { Haptics, ImpactStyle } from '@capacitor/haptics'
import { type LocalNotificationSchema, LocalNotifications } from '@capacitor/local-notifications'
import { type StorePlatform, storePlatformOf } from '../user-agent.ts'

/**
 * The native side of app mode (decision 087): Capacitor's plugins, which in a browser fall back to
 * their web versions (haptics → navigator.vibrate, resume → visibilitychange). Only app-mode code
 * imports this file, so the web build's first page never loads Capacitor.
 */

/** A light impact (docs/product.md §2: a card's click; decision 086: each guess). */
export async function impactLight(): Promise<void> {
	await Haptics.impact({ style: ImpactStyle.Light })
}

/** Asks for the right to notify; true when granted (at once when it was granted before). */
export async function requestNotificationPermission(): Promise<boolean> {
	const { display } = await LocalNotifications.requestPermissions()
	return display === 'granted'
}

/**
 * Replaces the daily reminder's schedule with `notifications` (none: the reminder is off). In a
 * browser, where Capacitor's web version would show a repeating one at once, nothing is
 * scheduled: the schedule is logged, so app mode can be tried without a pop-up.
 */
export async function replaceScheduledNotifications(notifications: LocalNotificationSchema[]): Promise<void> {
	if (!Capacitor.isNativePlatform()) {
		console.info('App mode in a browser: the daily notification is not scheduled', notifications)
		return
	}
	const { notifications: pending } = await LocalNotifications.getPending()
	if (pending.length > 0)
		await LocalNotifications.cancel({ notifications: pending.map(({ id }) => ({ id })) })
	if (notifications.length > 0) await LocalNotifications.schedule({ notifications })
}

/** Calls `listener` each time the app comes back to the front; returns the unsubscribe. */
export function onResume(listener: () => void): () => void {
	const handle = App.addListener('resume', listener)
	return () => {
		void handle.then((subscription) => subscription.remove())
	}
}

/**
 * The installed app's version (`1.4.0`). A browser in app mode has none: it reads as the build's
 * `VITE_APP_VERSION`, else `0.0.0`, so the update notice can be seen there.
 */
export async function installedVersion(): Promise<string> {
	if (Capacitor.isNativePlatform()) return (await App.getInfo()).version
	return import.meta.env.VITE_APP_VERSION ?? '0.0.0'
}

/** Which store this app came from; a browser in app mode says so by its user agent (Android by default). */
export function storePlatform(): StorePlatform {
	const platform = Capacitor.getPlatform()
	if (platform === 'ios' || platform === 'android') return platform
	return storePlatformOf(navigator.userAgent, navigator.maxTouchPoints) ?? 'android'
}
