import { expect, test } from 'vitest'
import { storePlatformOf } from './user-agent.ts'

test.each([
	['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0, 'ios'],
	['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 5, 'ios'],
	[
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
		5,
		'ios',
	],
	[
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
		0,
		null,
	],
	[
		'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
		5,
		'android',
	],
	['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 0, null],
] as const)('%s with %i touch points goes to %s', (userAgent, touchPoints, platform) => {
	expect(storePlatformOf(userAgent, touchPoints)).toBe(platform)
})
