import { expect, test } from 'vitest'
import { makeTestApp } from './test/test-app.ts'

/** The page CSP's connect-src list, as a page of the app is answered with it. */
async function connectSrcOf(env: Record<string, string>): Promise<string | undefined> {
	const { app } = await makeTestApp({ env })
	const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
	return csp.split(';').find((directive) => directive.startsWith('connect-src'))
}

test("a default install's pages may connect to their own site only", async () => {
	expect(await connectSrcOf({})).toBe("connect-src 'self'")
})

test("the operator's outbound services add their origins only: the DSN's host, no key, no path (decision 099)", async () => {
	const env = {
		SENTRY_DSN: 'https://0123abcd@o450.ingest.sentry.io/4500001',
		ANALYTICS_URL: 'https://collect.example:8443/events?site=1',
		PAGE_ANALYTICS_URL: 'https://collect.example:8443/views',
	}
	expect(await connectSrcOf(env)).toBe(
		"connect-src 'self' https://o450.ingest.sentry.io https://collect.example:8443",
	)
})

test('the API keeps its own CSP, whatever the page may connect to', async () => {
	const { app } = await makeTestApp({ env: { ANALYTICS_URL: 'https://collect.example/events' } })
	const response = await app.inject({ method: 'GET', url: '/api/' })
	expect(response.headers['content-security-policy']).toBe(
		"default-src 'none';frame-ancestors 'none';form-action 'none'",
	)
})
