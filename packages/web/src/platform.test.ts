import { expect, onTestFinished, test, vi } from 'vitest'
import { applyAppModeSwitch, hapticTap, isAppMode } from './platform.ts'
import { STORAGE_KEYS } from './storage/keys.ts'
import { writeValue } from './storage/store.ts'

test.each([
	['?app-mode=1', false, true],
	['?app-mode=0', true, false],
	['?other=1', true, true],
	['', false, false],
])('%s with app mode %s leaves it %s, for the next visits too', (search, before, after) => {
	writeValue(STORAGE_KEYS.appMode, before)
	applyAppModeSwitch(search)
	expect(isAppMode()).toBe(after)
})

/** navigator.vibrate, which Capacitor's haptics use in a browser, recorded. */
function recordVibrations() {
	const patterns: unknown[] = []
	Object.defineProperty(navigator, 'vibrate', {
		configurable: true,
		value: (pattern: VibratePattern) => patterns.push(pattern) > 0,
	})
	onTestFinished(() => {
		Reflect.deleteProperty(navigator, 'vibrate')
	})
	return patterns
}

test('in app mode with Haptics on, a tap is a light impact', async () => {
	const patterns = recordVibrations()
	writeValue(STORAGE_KEYS.appMode, true)
	hapticTap()
	await vi.waitFor(() => expect(patterns).toEqual([[20]]))
})

test('the web, or app mode with Haptics off, never vibrates', async () => {
	const patterns = recordVibrations()
	hapticTap()
	writeValue(STORAGE_KEYS.appMode, true)
	writeValue(STORAGE_KEYS.haptics, false)
	hapticTap()
	// a tap that does vibrate, made after them, arrives alone: the two before it never vibrated
	writeValue(STORAGE_KEYS.haptics, true)
	hapticTap()
	await vi.waitFor(() => expect(patterns).toEqual([[20]]))
})

test('a device that cannot vibrate logs it, and the tap goes on', async () => {
	const info = vi.spyOn(console, 'info')
	writeValue(STORAGE_KEYS.appMode, true)
	expect(() => hapticTap()).not.toThrow()
	await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Haptic feedback failed', expect.anything()))
})
