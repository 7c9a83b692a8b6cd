import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@dragondle/server/testing'
import { expect, test } from '@playwright/test'
import { guess } from './guess.ts'
import { E2E_ENV } from './playwright.config.ts'
import { watchRequests } from './requests.ts'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

// Analytics and error reporting are off by default and go, when the operator turns them on, to
// the operator's own collector (decision 099). This file runs such a collector and a server of its
// own that posts to it.

const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

type Received = { path: string; body: unknown }

/** A plain collector: records every POST's JSON body by path, and lets any page post (CORS). */
async function startCollector() {
	const received: Received[] = []
	const server = createServer((request, response) => {
		response.setHeader('access-control-allow-origin', '*')
		response.setHeader('access-control-allow-headers', 'content-type')
		response.setHeader('access-control-allow-methods', 'POST')
		let body = ''
		request.on('data', (chunk) => {
			body += chunk
		})
		request.on('end', () => {
			if (request.method === 'POST') received.push({ path: request.url ?? '', body: JSON.parse(body) })
			response.writeHead(204).end()
		})
	})
	const origin = `http://127.0.0.1:${await listen(server)}`
	return { origin, received, close: () => new Promise((done) => server.close(done)) }
}

function listen(server: Server): Promise<number> {
	return new Promise((resolve) => {
		server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
	})
}

/** `npm start`'s entry point on a port and a database of its own, with `env` added. */
async function startSite(env: Record<string, string>) {
	const port = await freePort()
	const dataDir = mkdtempSync(join(tmpdir(), 'dragondle-e2e-analytics-'))
	const child: ChildProcess = spawn(process.execPath, ['../scripts/start.mjs'], {
		env: {
			...process.env,
			...E2E_ENV,
			...env,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			LOG_LEVEL: 'warn',
		},
		stdio: 'inherit',
	})
	const url = `http://127.0.0.1:${port}`
	await expect
		.poll(async () => (await fetch(`${url}/api/`).catch(() => null))?.status, { timeout: 60_000 })
		.toBe(200)
	return {
		url,
		async close() {
			const exited = new Promise((done) => child.once('exit', done))
			child.kill('SIGTERM')
			await exited
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

test('a played game sends its page view, start, fail and complete with the streak to the collector', async ({
	page,
}) => {
	// a server of its own starts first (up to a minute on a host crowded by the other shard's Lighthouse)
	test.setTimeout(120_000)
	const collector = await startCollector()
	const site = await startSite({
		ANALYTICS_URL: `${collector.origin}/events`,
		PAGE_ANALYTICS_URL: `${collector.origin}/views`,
		SENTRY_DSN: `http://e2e@${new URL(collector.origin).host}/1`,
	})
	const requested: string[] = []
	page.on('request', (request) => requested.push(new URL(request.url()).pathname))
	try {
		const { answer, wrong } = todaysClassic(region)
		await page.goto(`${site.url}/classic`)
		// with a DSN, the error-reporting SDK loads once the page has
		await expect.poll(() => requested.some((path) => /^\/assets\/sentry-.*\.js$/.test(path))).toBe(true)
		await guess(page, wrong.championName)
		await guess(page, answer.championName)
		await expect(page.getByRole('region', { name: /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/ })).toBeVisible({
			timeout: 15_000,
		})
		const events = () => collector.received.filter(({ path }) => path === '/events' || path === '/views')
		await expect.poll(() => events().length).toBe(4)
		// each event is a request of its own: they may arrive in any order
		expect(events()).toEqual(
			expect.arrayContaining([
				{ path: '/views', body: { event: 'pageview', path: '/classic' } },
				{ path: '/events', body: { event: 'start', mode: 'classic', play: 'daily' } },
				{ path: '/events', body: { event: 'fail', mode: 'classic', play: 'daily' } },
				{
					path: '/events',
					body: { event: 'complete', mode: 'classic', play: 'daily', nbGuesses: 2, streak: 1 },
				},
			]),
		)
	} finally {
		await site.close()
		await collector.close()
	}
})

test('a default install: a game, Settings and a page change ask nothing outside the site, nor load error reporting', async ({
	page,
	baseURL,
}) => {
	const { wrong } = todaysClassic(region)
	const requests = watchRequests(page, baseURL)
	await page.goto('/')
	await page
		.getByRole('main')
		.getByRole('link', { name: /^Classic/ })
		.click()
	await guess(page, wrong.championName)
	await page.getByRole('button', { name: 'Settings' }).click()
	await page.keyboard.press('Escape')
	await page.waitForLoadState('networkidle')
	expect(requests.foreign).toEqual([])
	expect(requests.paths.filter((path) => /sentry/i.test(path))).toEqual([])
})
