import { expect, test } from 'vitest'
import { makeTestApp } from '../test/test-app.ts'

test('/api/app-version says each store release the operator set, null for the others', async () => {
	const { app } = await makeTestApp({ env: { ANDROID_APP_VERSION: '1.4.0' } })
	const response = await app.inject({ url: '/api/app-version' })
	expect(response.statusCode).toBe(200)
	expect(response.headers['cache-control']).toBe('no-cache')
	expect(response.json()).toEqual({ iosVersion: null, androidVersion: '1.4.0' })
})

test('/api/app-version says null for both stores by default', async () => {
	const { app } = await makeTestApp()
	expect((await app.inject({ url: '/api/app-version' })).json()).toEqual({
		iosVersion: null,
		androidVersion: null,
	})
})
