import { expect, test } from 'vitest'
import type { NotificationSettings } from '../storage/keys.ts'
import { weeklyReminders } from './daily-notification.ts'

const TEXTS = [
	{ title: 'One', body: 'first' },
	{ title: 'Two', body: 'second' },
	{ title: 'Three', body: 'third' },
]

function settings(change: Partial<NotificationSettings> = {}): NotificationSettings {
	return { isOn: true, hour: 18, minute: 30, is24Hour: true, ...change }
}

test('a reminder switched off schedules nothing', () => {
	expect(weeklyReminders(settings({ isOn: false }), TEXTS)).toEqual([])
})

test('the daily reminder is one weekly reminder per weekday, all at the chosen time, with their own ids', () => {
	const reminders = weeklyReminders(settings({ hour: 7, minute: 45 }), TEXTS)
	expect(reminders.map((reminder) => reminder.schedule.on)).toEqual(
		[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hour: 7, minute: 45 })),
	)
	expect(new Set(reminders.map((reminder) => reminder.id)).size).toBe(7)
})

test('the three titles and messages rotate from one day to the next', () => {
	const titles = weeklyReminders(settings(), TEXTS).map((reminder) => reminder.title)
	expect(titles).toEqual(['One', 'Two', 'Three', 'One', 'Two', 'Three', 'One'])
	const bodies = weeklyReminders(settings(), TEXTS).map((reminder) => reminder.body)
	expect(bodies.slice(0, 3)).toEqual(['first', 'second', 'third'])
})
