import { expect, onTestFinished, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { setRuntimeConfig } from '../test/runtime-config.ts'
import { findAppUpdate } from './update-check.ts'

/** docs/product.md §4 "Version checks": the stores are asked at most once per 24 hours. */
const DAY_MS = 24 * 60 * 60 * 1000

const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=org.dragondle.app'
setRuntimeConfig({ androidStoreUrl: ANDROID_STORE })

const NOW = Date.UTC(2026, 4, 1, 12)

/** The server's answer to GET /api/app-version (the only network call of the check). */
function stubVersions(body: unknown, status = 200) {
	const fetchSpy = vi.fn(async () => new Response(JSON.stringify(body), { status }))
	vi.stubGlobal('fetch', fetchSpy)
	onTestFinished(() => {
		vi.unstubAllGlobals()
	})
	return fetchSpy
}

const installed = async () => '1.4.0'

test("a newer release in this app's store is offered with the store's page", async () => {
	stubVersions({ iosVersion: '9.9.9', androidVersion: '1.5.0' })
	expect(await findAppUpdate({ now: NOW, platform: 'android', installed })).toEqual({
		version: '1.5.0',
		storeUrl: ANDROID_STORE,
	})
	expect(readValue(STORAGE_KEYS.appVersionCheckedAt)).toBe(NOW)
})

test.each([
	['the same release', { iosVersion: null, androidVersion: '1.4.0' }, 'android'],
	['an older release', { iosVersion: null, androidVersion: '1.3.9' }, 'android'],
	['no release named', { iosVersion: null, androidVersion: null }, 'android'],
	['a newer release without a store page', { iosVersion: '2.0.0', androidVersion: null }, 'ios'],
] as const)('%s offers nothing', async (_case, versions, platform) => {
	stubVersions(versions)
	expect(await findAppUpdate({ now: NOW, platform, installed })).toBeNull()
})

test('the stores are asked at most once per 24 hours', async () => {
	const fetchSpy = stubVersions({ iosVersion: null, androidVersion: '1.5.0' })
	writeValue(STORAGE_KEYS.appVersionCheckedAt, NOW - DAY_MS + 60_000)
	expect(await findAppUpdate({ now: NOW, platform: 'android', installed })).toBeNull()
	expect(fetchSpy).not.toHaveBeenCalled()
	expect(await findAppUpdate({ now: NOW + 60_000, platform: 'android', installed })).not.toBeNull()
	expect(fetchSpy).toHaveBeenCalledTimes(1)
})

test('an unreachable server is asked again at the next start', async () => {
	stubVersions({ message: 'Not found' }, 404)
	expect(await findAppUpdate({ now: NOW, platform: 'android', installed })).toBeNull()
	expect(readValue(STORAGE_KEYS.appVersionCheckedAt)).toBeNull()
})
