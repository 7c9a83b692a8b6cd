import type { NotificationSettings } from '../storage/keys.ts'
import { type ReminderText, weeklyReminders } from './daily-notification.ts'
import { replaceScheduledNotifications, requestNotificationPermission } from './native.ts'

/** Whether the reminder can be on: the permission was granted, refused, or could not be asked. */
export type PermissionAnswer = 'granted' | 'denied' | 'failed'

/** Asks for the right to notify (Settings turns the reminder on); a failure is logged, never thrown. */
export async function askToNotify(): Promise<PermissionAnswer> {
	try {
		return (await requestNotificationPermission()) ? 'granted' : 'denied'
	} catch (error) {
		console.info('Could not ask for the notification permission', error)
		return 'failed'
	}
}

/**
 * Schedules the reminder as `settings` say (cancelled when off), replacing the one before. A
 * failure is logged: the player's choice stays stored and is scheduled again on its next change.
 */
export async function scheduleReminder(
	settings: NotificationSettings,
	texts: readonly ReminderText[],
): Promise<void> {
	try {
		await replaceScheduledNotifications(weeklyReminders(settings, texts))
	} catch (error) {
		console.info('Could not schedule the daily notification', error)
	}
}
