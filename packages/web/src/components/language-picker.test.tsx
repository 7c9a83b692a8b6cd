import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { LANGUAGE_VERSION } from '../i18n.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue } from '../storage/store.ts'
import { LanguagePicker } from './language-picker.tsx'

test('the picker shows the language of the strings, offers the four languages each under its own name, and stores a pick with the language version', async () => {
	render(<LanguagePicker />)
	const picker = screen.getByRole('combobox', { name: 'Language' })
	expect(picker).toHaveValue('en_US')
	const options = within(picker).getAllByRole('option')
	expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
		['English', 'en'],
		['Español', 'es'],
		['Português (Brasil)', 'pt-BR'],
		['Français', 'fr'],
	])
	for (const option of options) expect(option).toBeEnabled()
	// nothing is stored until the player picks: the browser's language is followed meanwhile
	expect(readValue(STORAGE_KEYS.locale)).toBeNull()
	await userEvent.selectOptions(picker, 'Español')
	expect(readValue(STORAGE_KEYS.locale)).toBe('es_ES')
	expect(readValue(STORAGE_KEYS.languageVersion)).toBe(LANGUAGE_VERSION)
	await userEvent.selectOptions(picker, 'Português (Brasil)')
	expect(readValue(STORAGE_KEYS.locale)).toBe('pt_BR')
})
