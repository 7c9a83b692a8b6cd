import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue } from '../storage/store.ts'
import { LanguagePicker } from './language-picker.tsx'

test('the picker shows the language of the strings; only English can be picked, and a pick is stored with the language version', async () => {
	render(<LanguagePicker />)
	const picker = screen.getByRole('combobox', { name: 'Language' })
	expect(picker).toHaveValue('en_US')
	expect(within(picker).getByRole('option', { name: 'English' })).toBeEnabled()
	for (const name of ['Français', 'Español', 'Deutsch', 'Italiano', 'Português']) {
		expect(within(picker).getByRole('option', { name })).toBeDisabled()
	}
	// nothing is stored until the player picks: the browser's language is followed meanwhile
	expect(readValue(STORAGE_KEYS.locale)).toBeNull()
	await userEvent.selectOptions(picker, 'English')
	expect(readValue(STORAGE_KEYS.locale)).toBe('en_US')
	expect(readValue(STORAGE_KEYS.languageVersion)).toBe(1)
})
