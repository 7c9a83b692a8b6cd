import type { NotificationSettings } from '../storage/keys.ts'

/** What one reminder says. */
export type ReminderText = { title: string; body: string }

/** One scheduled reminder, in the shape Capacitor's LocalNotifications takes. */
export type WeeklyReminder = {
	id: number
	title: string
	body: string
	schedule: { on: { weekday: number; hour: number; minute: number }; allowWhileIdle: boolean }
}

/** Our reminders' ids: 1201 … 1207, one per weekday (decision 086). */
const FIRST_ID = 1201
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/**
 * The daily reminder as seven weekly ones, one per weekday (Capacitor: 1 = Sunday), at the chosen
 * time: each repeats by itself, so the reminder goes on while the app stays closed, and its
 * title and message rotate among the three variants (docs/product.md §9) from one day to the next.
 */
export function weeklyReminders(
	settings: NotificationSettings,
	texts: readonly ReminderText[],
): WeeklyReminder[] {
	if (!settings.isOn || texts.length === 0) return []
	return WEEKDAYS.map((weekday) => {
		const text = texts[(weekday - 1) % texts.length] ?? texts[0]
		return {
			id: FIRST_ID + weekday - 1,
			title: text?.title ?? '',
			body: text?.body ?? '',
			schedule: { on: { weekday, hour: settings.hour, minute: settings.minute }, allowWhileIdle: true },
		}
	})
}
