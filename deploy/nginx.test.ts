import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { TOKEN_ALPHABET, TOKEN_LENGTH, TRANSFER_DATA_MAX_LENGTH } from '@dragondle/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	type Deployment,
	deploy,
	findNginx,
	METRICS_TOKEN,
	NEW_ASSET,
	stop,
	TRANSFER_KEY,
	upstreamPorts,
} from './deployment.ts'

const NGINX = findNginx()
/**
 * The player's address: one of the loopback range (never 127.0.0.1) of this run alone, so that rate
 * limits counted in a shared Redis start from zero and a log that shows it can be caught.
 */
const PLAYER = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`
/** Addresses the player writes into its own X-Forwarded-For (TEST-NET-3). */
const FORGED = '203.0.113.'
/** client_max_body_size of /api/userData in nginx.conf, the server's TRANSFER_BODY_LIMIT. */
const TRANSFER_BODY_LIMIT = 64 * 1024
const TOKEN = new RegExp(`^[${TOKEN_ALPHABET}]{${TOKEN_LENGTH}}$`)
const KEY = { 'x-transfer-key': TRANSFER_KEY }
// one connection at a time, so that nginx logs the player's requests in the order they were sent
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

type Answer = { status: number; type: string | undefined; body: string }
type Init = { method?: string; headers?: Record<string, string>; body?: string }

/** A request from PLAYER (fetch cannot choose the address it connects from). */
function send(url: string, { method = 'GET', headers, body }: Init = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const options = { method, headers, agent, localAddress: PLAYER }
		const outgoing = request(url, options, (response) => {
			let text = ''
			response.setEncoding('utf8')
			response.on('data', (chunk: string) => {
				text += chunk
			})
			response.on('end', () => {
				const type = response.headers['content-type']
				resolve({ status: response.statusCode ?? 0, type, body: text })
			})
		})
		outgoing.on('error', reject)
		outgoing.end(body)
	})
}

function postExport(url: string, data: string): Promise<Answer> {
	const headers = { ...KEY, 'content-type': 'application/json' }
	return send(`${url}/api/userData`, { method: 'POST', headers, body: JSON.stringify({ data }) })
}

/** The access log once a line matches `pattern`: nginx writes a request's line after its answer. */
async function accessLogWith(dir: string, pattern: RegExp): Promise<string> {
	for (let attempt = 0; attempt < 100; attempt++) {
		const log = readFileSync(join(dir, 'access.log'), 'utf8')
		if (pattern.test(log)) return log
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	throw new Error(`no line of the access log matches ${pattern}`)
}

describe.skipIf(!NGINX)('nginx in front of two instances (skipped: apt-get install nginx to run it)', () => {
	let deployment: Deployment | undefined
	const site = () => {
		if (!deployment) throw new Error('the deployment did not start')
		return deployment
	}
	beforeAll(async () => {
		if (NGINX) deployment = await deploy(NGINX)
	}, 240_000)
	afterAll(async () => {
		agent.destroy()
		await deployment?.teardown()
	})

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
		const bearer = { authorization: `Bearer ${METRICS_TOKEN}` }
		// nginx never passes it on, token or not
		expect((await fetch(`${url}/metrics`, { headers: bearer })).status).toBe(404)
		// an instance's own port serves it to the bearer of METRICS_TOKEN alone
		const direct = `http://127.0.0.1:${instances[0]?.port}/metrics`
		expect([401, 404]).toContain((await fetch(direct)).status)
		const wrong = { authorization: `Bearer ${METRICS_TOKEN}-not` }
		expect([401, 404]).toContain((await fetch(direct, { headers: wrong })).status)
		const metrics = await fetch(direct, { headers: bearer })
		expect(metrics.status).toBe(200)
		expect(await metrics.text()).toContain('process_cpu')
	})

	test('the largest export goes through nginx, and a bigger one gets the same refusal from the server or nginx', async () => {
		const { url, dir } = site()
		const largest = await postExport(url, 'A'.repeat(TRANSFER_DATA_MAX_LENGTH))
		expect(largest.status).toBe(200)
		expect(JSON.parse(largest.body)).toEqual({ valid: true, token: expect.stringMatching(TOKEN) })
		// one character more is still under nginx's 64 KiB: the server refuses it itself
		const over = await postExport(url, 'A'.repeat(TRANSFER_DATA_MAX_LENGTH + 1))
		expect(over.status).toBe(413)
		expect(JSON.parse(over.body)).toMatchObject({ valid: false, code: 'PAYLOAD_TOO_LARGE' })
		// a body over the server's limit stops at nginx, which answers in the server's words
		const huge = await postExport(url, 'A'.repeat(TRANSFER_BODY_LIMIT))
		expect(huge.status).toBe(413)
		expect(huge.type).toMatch(/^application\/json/)
		expect(JSON.parse(huge.body)).toEqual(JSON.parse(over.body))
		await accessLogWith(dir, /"POST \/api\/userData HTTP\/1\.1" 413 \d+ upstream=- /)
		// at its default level nginx would have logged the refusal with the player's address
		expect(readFileSync(join(dir, 'error.log'), 'utf8')).not.toContain(PLAYER)
	})

	test("a player's own X-Forwarded-For changes nothing: rotating it on token lookups still ends in 429", async () => {
		const { url, lookupsAllowed } = site()
		const { token } = JSON.parse((await postExport(url, 'progress')).body) as { token: string }
		const answers: Answer[] = []
		// one lookup more than one address may make, each from a new forged address
		for (let i = 0; i <= lookupsAllowed; i++) {
			const headers = { ...KEY, 'x-forwarded-for': `${FORGED}${i}` }
			answers.push(await send(`${url}/api/userData?token=${token}`, { headers }))
		}
		expect(JSON.parse(answers[0]?.body ?? '')).toEqual({ valid: true, data: 'progress' })
		expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 429]))
		const limited = answers.find((answer) => answer.status === 429)
		expect(JSON.parse(limited?.body ?? '')).toMatchObject({ valid: false, code: 'RATE_LIMITED' })
	})

	test("the access log shows no player's address, forwarded address, token or query string", async () => {
		const { url, dir } = site()
		const { token } = JSON.parse((await postExport(url, 'progress')).body) as { token: string }
		const headers = { ...KEY, 'x-forwarded-for': `${FORGED}99` }
		await send(`${url}/api/userData?token=${token}`, { headers })
		const challenge = 'C'.repeat(38)
		await send(`${url}/api/challenges/${challenge}`)
		await send(`${url}/challenge/${challenge}`)
		const log = await accessLogWith(dir, /"GET \/challenge\/:token HTTP\/1\.1" 200 /)
		expect(log).toMatch(/"GET \/api\/userData HTTP\/1\.1" \d+ /)
		expect(log).toMatch(/"GET \/api\/challenges\/:token HTTP\/1\.1" 404 /)
		for (const secret of [PLAYER, FORGED, token, challenge, '?']) expect(log).not.toContain(secret)
		expect(readFileSync(join(dir, 'error.log'), 'utf8')).not.toContain(PLAYER)
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
		// at least one went first to the old instance, which has not got it
		await accessLogWith(dir, /rolling-deploy-next\.js .* upstream=\S+, \S+ upstream_status=404, 200 /)
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
