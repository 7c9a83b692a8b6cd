import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { deviceRegion } from '../config.ts'
import { readValue, STORAGE_KEYS, writeValue } from '../storage.ts'
import { SettingsDialog } from './settings-dialog.tsx'

const APP_ONLY = ['Vibrations', 'Daily notification', 'I am 16 or older', 'Interest-based ads']

test.each([
	['Colour-blind mode', STORAGE_KEYS.colourBlind],
	['Click to guess', STORAGE_KEYS.clickToGuess],
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

test('the web build shows no app-only row', () => {
	render(<SettingsDialog />)
	for (const name of APP_ONLY) expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument()
	expect(screen.queryByRole('group', { name: 'Debug' })).not.toBeInTheDocument()
})

test('the app build shows vibrations, the daily notification, ads and debug rows', async () => {
	render(<SettingsDialog isAppBuild />)
	for (const name of APP_ONLY) expect(screen.getByRole('switch', { name })).toBeInTheDocument()
	expect(screen.getByRole('switch', { name: 'Vibrations' })).toHaveAttribute('aria-checked', 'true')
	await userEvent.click(screen.getByRole('switch', { name: 'Vibrations' }))
	expect(readValue(STORAGE_KEYS.haptics)).toBe(false)
})

test('with the notification on, its time is picked by hour and quarter hour, in 24 or 12 hours', async () => {
	render(<SettingsDialog isAppBuild />)
	expect(screen.queryByRole('combobox', { name: 'Hour' })).not.toBeInTheDocument()
	await userEvent.click(screen.getByRole('switch', { name: 'Daily notification' }))
	const hour = screen.getByRole('combobox', { name: 'Hour' })
	const minute = screen.getByRole('combobox', { name: 'Minute' })
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
})

test('interest-based ads can be allowed only by a player of 16 or older', async () => {
	render(<SettingsDialog isAppBuild />)
	const consent = screen.getByRole('switch', { name: 'Interest-based ads' })
	expect(consent).toBeDisabled()
	await userEvent.click(screen.getByRole('switch', { name: 'I am 16 or older' }))
	await userEvent.click(consent)
	expect(readValue(STORAGE_KEYS.adsConsent)).toEqual({ isAgeRestricted: false, hasUserConsent: true })
	await userEvent.click(screen.getByRole('switch', { name: 'I am 16 or older' }))
	expect(readValue(STORAGE_KEYS.adsConsent)).toEqual({ isAgeRestricted: true, hasUserConsent: false })
})

test('the debug button resets the settings, never the progress', async () => {
	writeValue(STORAGE_KEYS.region, 'us')
	writeValue(STORAGE_KEYS.colourBlind, true)
	writeValue(STORAGE_KEYS.guesses.classic, { gameNumero: 3, guesses: ['Goku'] })
	render(<SettingsDialog isAppBuild />)
	await userEvent.click(screen.getByRole('button', { name: 'Reset settings' }))
	expect(screen.getByRole('status')).toHaveTextContent('Done.')
	expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked()
	expect(screen.getByRole('switch', { name: 'Colour-blind mode' })).toHaveAttribute('aria-checked', 'false')
	expect(readValue(STORAGE_KEYS.guesses.classic)).toEqual({ gameNumero: 3, guesses: ['Goku'] })
})

test('the debug button forgets the stored answers, so the day is fetched afresh', async () => {
	writeValue(STORAGE_KEYS.todayAnswer.classic, { gameNumero: 3, data: 'sealed' })
	writeValue(STORAGE_KEYS.guesses.classic, { gameNumero: 3, guesses: ['Goku'] })
	render(<SettingsDialog isAppBuild />)
	await userEvent.click(screen.getByRole('button', { name: 'Forget the stored answers' }))
	expect(readValue(STORAGE_KEYS.todayAnswer.classic)).toBeNull()
	expect(readValue(STORAGE_KEYS.guesses.classic)).toEqual({ gameNumero: 3, guesses: ['Goku'] })
})
