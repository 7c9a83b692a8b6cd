import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, onTestFinished, test, vi } from 'vitest'
import { deviceRegion } from '../config.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { SettingsDialog } from './settings-dialog.tsx'

const APP_ONLY = ['Haptics', 'Daily notification']

/** App mode, as `?app-mode=1` switches it on in a browser (platform.ts). */
function renderInAppMode() {
	writeValue(STORAGE_KEYS.appMode, true)
	return render(<SettingsDialog />)
}

/** The browser's Notification API, answering the permission request with `answer`. */
function stubNotifications(answer: NotificationPermission) {
	// a constructor, as the browser's: Capacitor's web plugin tries `new Notification('')`
	function FakeNotification() {}
	FakeNotification.permission = 'default'
	FakeNotification.requestPermission = async () => answer
	vi.stubGlobal('Notification', FakeNotification)
	onTestFinished(() => {
		vi.unstubAllGlobals()
	})
}

test.each([
	['Colour-blind mode', STORAGE_KEYS.colourBlind],
	['Click to guess', STORAGE_KEYS.clickToGuess],
	['Share how you narrowed it down', STORAGE_KEYS.shareNarrowed],
])('the %s switch starts off, turns on, and is read back when Settings opens again', async (name, key) => {
	const { unmount } = render(<SettingsDialog />)
	const toggle = screen.getByRole('switch', { name })
	expect(toggle).toHaveAttribute('aria-checked', 'false')
	await userEvent.click(toggle)
	expect(toggle).toHaveAttribute('aria-checked', 'true')
	expect(readValue(key)).toBe(true)
	unmount()
	render(<SettingsDialog />)
	expect(screen.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true')
	await userEvent.click(screen.getByRole('switch', { name }))
	expect(readValue(key)).toBe(false)
})

test('a switch toggles from the keyboard and by clicking its label', async () => {
	render(<SettingsDialog />)
	const toggle = screen.getByRole('switch', { name: 'Colour-blind mode' })
	toggle.focus()
	await userEvent.keyboard(' ')
	expect(toggle).toHaveAttribute('aria-checked', 'true')
	await userEvent.click(screen.getByText('Colour-blind mode'))
	expect(toggle).toHaveAttribute('aria-checked', 'false')
})

test('the region is Automatic at first, says which region that is, and remembers Europe or America', async () => {
	const { unmount } = render(<SettingsDialog />)
	const group = screen.getByRole('group', { name: 'Region' })
	const automatic = within(group).getByRole('radio', { name: 'Automatic' })
	expect(automatic).toBeChecked()
	const picked = deviceRegion() === 'eu' ? 'Europe' : 'America'
	expect(automatic).toHaveAccessibleDescription(`Follows this device's clock: ${picked} now.`)
	expect(within(group).getByRole('radio', { name: 'Europe' })).toHaveAccessibleDescription(/midnight UTC\+2/)
	expect(within(group).getByRole('radio', { name: 'America' })).toHaveAccessibleDescription(/midnight UTC−6/)

	await userEvent.click(within(group).getByRole('radio', { name: 'America' }))
	expect(readValue(STORAGE_KEYS.region)).toBe('us')
	unmount()
	render(<SettingsDialog />)
	expect(screen.getByRole('radio', { name: 'America' })).toBeChecked()
	await userEvent.click(screen.getByRole('radio', { name: 'Europe' }))
	expect(readValue(STORAGE_KEYS.region)).toBe('eu')
	expect(screen.getByRole('radio', { name: 'America' })).not.toBeChecked()
})

test('the web shows no app-only row', () => {
	render(<SettingsDialog />)
	for (const name of APP_ONLY) expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument()
	expect(screen.queryByRole('button', { name: 'Ads settings' })).not.toBeInTheDocument()
	expect(screen.queryByRole('group', { name: 'Debug' })).not.toBeInTheDocument()
})

test('app mode shows haptics, the daily notification, ads settings and debug rows', async () => {
	renderInAppMode()
	const haptics = await screen.findByRole('switch', { name: 'Haptics' })
	expect(screen.getByRole('switch', { name: 'Daily notification' })).toHaveAttribute('aria-checked', 'false')
	expect(screen.getByRole('button', { name: 'Ads settings' })).toBeInTheDocument()
	expect(haptics).toHaveAttribute('aria-checked', 'true')
	await userEvent.click(haptics)
	expect(readValue(STORAGE_KEYS.haptics)).toBe(false)
})

test('with the notification allowed and on, its time is picked by hour and quarter hour, in 24 or 12 hours', async () => {
	stubNotifications('granted')
	renderInAppMode()
	await userEvent.click(await screen.findByRole('switch', { name: 'Daily notification' }))
	const hour = await screen.findByRole('combobox', { name: 'Hour' })
	const minute = screen.getByRole('combobox', { name: 'Minutes' })
	expect(
		within(minute)
			.getAllByRole('option')
			.map((option) => option.textContent),
	).toEqual(['00', '15', '30', '45'])
	await userEvent.selectOptions(hour, '20')
	await userEvent.selectOptions(minute, '45')
	expect(hour).toHaveDisplayValue('20')
	await userEvent.click(screen.getByRole('switch', { name: '24-hour clock' }))
	expect(hour).toHaveDisplayValue('8 PM')
	expect(within(hour).getByRole('option', { name: '12 AM' })).toHaveValue('0')
	expect(readValue(STORAGE_KEYS.notification)).toEqual({ isOn: true, hour: 20, minute: 45, is24Hour: false })
	await userEvent.click(screen.getByRole('switch', { name: 'Daily notification' }))
	expect(screen.queryByRole('combobox', { name: 'Hour' })).not.toBeInTheDocument()
	expect(readValue(STORAGE_KEYS.notification).isOn).toBe(false)
})

test.each([
	['refused', () => stubNotifications('denied')],
	['impossible (no Notification API)', () => undefined],
])('with notifications %s, the switch stays off and says why', async (_case, setUp) => {
	setUp()
	renderInAppMode()
	const toggle = await screen.findByRole('switch', { name: 'Daily notification' })
	await userEvent.click(toggle)
	expect(await screen.findByText(/Notifications are not allowed/)).toBeInTheDocument()
	expect(toggle).toHaveAttribute('aria-checked', 'false')
	expect(readValue(STORAGE_KEYS.notification).isOn).toBe(false)
	expect(screen.queryByRole('combobox', { name: 'Hour' })).not.toBeInTheDocument()
})

test('Ads settings asks the layout to open the opt-in', async () => {
	writeValue(STORAGE_KEYS.appMode, true)
	const opened: string[] = []
	render(<SettingsDialog onOpenAds={() => opened.push('ads')} />)
	await userEvent.click(await screen.findByRole('button', { name: 'Ads settings' }))
	expect(opened).toEqual(['ads'])
})

test('the debug button resets the settings, never the progress', async () => {
	writeValue(STORAGE_KEYS.region, 'us')
	writeValue(STORAGE_KEYS.colourBlind, true)
	writeValue(STORAGE_KEYS.guesses.classic, { gameNumero: 3, guesses: ['Goku'] })
	renderInAppMode()
	await userEvent.click(await screen.findByRole('button', { name: 'Reset settings' }))
	expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Done.')
	expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked()
	expect(screen.getByRole('switch', { name: 'Colour-blind mode' })).toHaveAttribute('aria-checked', 'false')
	expect(readValue(STORAGE_KEYS.guesses.classic)).toEqual({ gameNumero: 3, guesses: ['Goku'] })
})

test('the debug button forgets the stored answers, so the day is fetched afresh', async () => {
	writeValue(STORAGE_KEYS.todayAnswer.classic, { gameNumero: 3, data: 'sealed' })
	writeValue(STORAGE_KEYS.guesses.classic, { gameNumero: 3, guesses: ['Goku'] })
	renderInAppMode()
	await userEvent.click(await screen.findByRole('button', { name: 'Forget the stored answers' }))
	expect(readValue(STORAGE_KEYS.todayAnswer.classic)).toBeNull()
	expect(readValue(STORAGE_KEYS.guesses.classic)).toEqual({ gameNumero: 3, guesses: ['Goku'] })
})
