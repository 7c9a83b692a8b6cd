import { expect, onTestFinished, test, vi } from 'vitest'
import { apiOrigin, siteOrigin } from './server-origin.ts'

test('on the web the API and the site are the page’s own origin', () => {
	expect(apiOrigin()).toBe('')
	expect(siteOrigin()).toBe(window.location.origin)
})

test('in the app both are the server’s origin, not the device’s (https://localhost)', () => {
	vi.stubEnv('VITE_API_ORIGIN', 'https://dragondle.example')
	onTestFinished(() => {
		vi.unstubAllEnvs()
	})
	expect(apiOrigin()).toBe('https://dragondle.example')
	expect(siteOrigin()).toBe('https://dragondle.example')
})
