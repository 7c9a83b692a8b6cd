import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CacheBundleSchema, DailyAnswerSchema, decryptJson, MODES } from '@dragondle/core'
import * as v from 'valibot'
import { expect, onTestFinished, test } from 'vitest'
import { makeTestApp } from '../test/test-app.ts'

function distWithVersion(text: string): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-dist-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	writeFileSync(join(dir, 'version.json'), text)
	return dir
}

test.each(['/cache/cache.json', '/api/cache'])(
	'%s holds every mode’s answers for both regions',
	async (url) => {
		const { app, config, daily } = await makeTestApp()
		const response = await app.inject({ method: 'GET', url })
		expect(response.statusCode).toBe(200)
		expect(response.headers['cache-control']).toBe('no-cache')
		const bundle = v.parse(CacheBundleSchema, response.json())
		for (const mode of MODES) {
			const entry = bundle[mode]
			const answer = v.parse(DailyAnswerSchema, await decryptJson(entry.answerEncrypted_us, config.answerKey))
			expect(answer).toEqual(daily.answer(mode, 'us', 10))
			expect(await decryptJson(entry.answerNameEncrypted_eu, config.answerKey)).toBe(
				daily.answer(mode, 'eu', 10).champion_name,
			)
		}
	},
)

test('the bundle, built once and sent again, changes with the first region to roll over', async () => {
	let now = Date.UTC(2026, 0, 10, 21, 59, 59, 999)
	const { app, config } = await makeTestApp({ clock: () => now })
	const get = async () =>
		v.parse(CacheBundleSchema, (await app.inject({ method: 'GET', url: '/cache/cache.json' })).json())
	const gameOf = async (text: string) =>
		v.parse(DailyAnswerSchema, await decryptJson(text, config.answerKey)).game_numero
	const before = await get()
	expect(await get()).toEqual(before)
	expect(await gameOf(before.fusion.answerEncrypted_eu)).toBe(10)
	now += 1
	const after = await get()
	expect(await gameOf(after.fusion.answerEncrypted_eu)).toBe(11)
	expect(await gameOf(after.fusion.answerEncrypted_us)).toBe(10)
})

test('the bundle uses the configured ANSWER_KEY', async () => {
	const { app } = await makeTestApp({ env: { ANSWER_KEY: 'operator-key' } })
	const bundle = v.parse(CacheBundleSchema, (await app.inject({ method: 'GET', url: '/api/cache' })).json())
	await expect(decryptJson(bundle.classic.answerNameEncrypted_eu, 'dragondle-dev')).rejects.toThrow()
	expect(await decryptJson(bundle.classic.answerNameEncrypted_eu, 'operator-key')).toEqual(expect.any(String))
})

test('the version comes from the web build’s version.json, in both shapes', async () => {
	for (const [text, version] of [
		['{"version": 12}', 12],
		['7', 7],
		['nonsense', 0],
	] as const) {
		const { app } = await makeTestApp({ env: { WEB_DIST: distWithVersion(text) } })
		expect((await app.inject({ method: 'GET', url: '/cache/version.json' })).json()).toEqual({ version })
		expect((await app.inject({ method: 'GET', url: '/api/' })).json()).toEqual({ ok: true, version })
	}
})

test('without a web build the version is 0 and the ping still answers', async () => {
	const { app } = await makeTestApp()
	const ping = await app.inject({ method: 'GET', url: '/api/' })
	expect(ping.json()).toEqual({ ok: true, version: 0 })
	expect(ping.headers['cache-control']).toBe('no-store')
	expect((await app.inject({ method: 'GET', url: '/cache/version.json' })).json()).toEqual({ version: 0 })
})
