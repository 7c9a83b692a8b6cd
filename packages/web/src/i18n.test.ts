import { expect, test, vi } from 'vitest'
import { createI18n, NAMESPACES } from './i18n.ts'

test('a missing key warns (which fails any web test that meets it) and shows nothing', () => {
	// replaces the test setup's console spy for this test only, so the warning is looked at, not failed on
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
	const i18n = createI18n()
	// a key computed at run time escapes the type check: this is what the warning is for
	const key = ['dialogs', 'noSuchKey'].join('.') as 'dialogs.close'
	expect(i18n.t(key)).toBe('')
	expect(warn).toHaveBeenCalledWith('Missing translation common:dialogs.noSuchKey')
})

test("English is the language; the shell's namespaces come with the code, the others load when asked", async () => {
	const i18n = createI18n()
	expect(i18n.language).toBe('en')
	expect(i18n.t('dialogs.close')).toBe('Close')
	expect(i18n.hasResourceBundle('en', 'play')).toBe(true)
	expect(i18n.hasResourceBundle('en', 'game')).toBe(false)
	await i18n.loadNamespaces(['game', 'settings', 'app'])
	expect(i18n.t('guessBox.submit', { ns: 'game' })).toBe('Guess')
	for (const namespace of NAMESPACES) expect(i18n.hasResourceBundle('en', namespace)).toBe(true)
})
