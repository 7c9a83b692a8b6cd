import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Deployment, deploy, findNginx, NEW_ASSET, stop, upstreamPorts } from './deployment.ts'

const NGINX = findNginx()

describe.skipIf(!NGINX)('nginx in front of two instances (skipped: apt-get install nginx to run it)', () => {
	let deployment: Deployment | undefined
	const site = () => {
		if (!deployment) throw new Error('the deployment did not start')
		return deployment
	}
	beforeAll(async () => {
		if (NGINX) deployment = await deploy(NGINX)
	}, 240_000)
	afterAll(() => deployment?.teardown())

	test('pages, the API and the version answer through nginx, and the API is never cached', async () => {
		const { url } = site()
		const home = await fetch(`${url}/`)
		expect(home.status).toBe(200)
		expect(home.headers.get('content-type')).toMatch(/^text\/html/)
		expect((await fetch(`${url}/classic`)).status).toBe(200)
		const ping = await fetch(`${url}/api/`)
		expect(ping.headers.get('cache-control')).toBe('no-store')
		expect(ping.headers.get('x-cache-status')).toBeNull()
		const { version } = (await ping.json()) as { version: number }
		expect(version).toBeGreaterThan(0)
		expect(await (await fetch(`${url}/cache/version.json`)).json()).toEqual({ version })
	})

	test('JSON comes gzipped, and /metrics is not public', async () => {
		const { url, instances } = site()
		const cache = await fetch(`${url}/cache/cache.json`, { headers: { 'accept-encoding': 'gzip' } })
		expect(cache.status).toBe(200)
		expect(cache.headers.get('content-encoding')).toBe('gzip')
		expect((await fetch(`${url}/metrics`)).status).toBe(404)
		expect((await fetch(`http://127.0.0.1:${instances[0]?.port}/metrics`)).status).toBe(200)
	})

	test('a hashed asset carries a one-year immutable cache, and nginx keeps a copy', async () => {
		const { url } = site()
		const html = await (await fetch(`${url}/`)).text()
		const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
		expect(asset).toBeDefined()
		const first = await fetch(`${url}${asset}`)
		expect(first.status).toBe(200)
		expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		await first.arrayBuffer()
		const second = await fetch(`${url}${asset}`)
		expect(second.headers.get('x-cache-status')).toBe('HIT')
	})

	test('in a rolling deploy, an asset only the new instance has is always found', async () => {
		const { url, dir } = site()
		// a query string of its own makes each request a cache miss that nginx sends to an instance
		for (let i = 0; i < 6; i++) expect((await fetch(`${url}${NEW_ASSET}?miss=${i}`)).status).toBe(200)
		const log = readFileSync(join(dir, 'access.log'), 'utf8')
		expect(log).toMatch(/rolling-deploy-next\.js\?miss=\d .* upstream=\S+, \S+ /)
	})

	test('requests reach both instances, and none fails while one of them is down', async () => {
		const { url, dir, instances } = site()
		for (let i = 0; i < 6; i++) expect((await fetch(`${url}/api/`)).status).toBe(200)
		expect(upstreamPorts(dir)).toEqual(new Set(instances.map((instance) => instance.port)))
		const [, crashed] = instances
		if (crashed) await stop(crashed.process, 'SIGKILL')
		for (let i = 0; i < 6; i++) {
			expect((await fetch(`${url}/api/`)).status).toBe(200)
			expect((await fetch(`${url}/`)).status).toBe(200)
		}
	})
})
