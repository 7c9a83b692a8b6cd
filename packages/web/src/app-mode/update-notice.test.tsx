import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, onTestFinished, test, vi } from 'vitest'
import { setRuntimeConfig } from '../test/runtime-config.ts'
import { UpdateNotice } from './update-notice.tsx'

const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=org.dragondle.app'
setRuntimeConfig({ androidStoreUrl: ANDROID_STORE })

function stubVersions(body: unknown) {
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => new Response(JSON.stringify(body))),
	)
	onTestFinished(() => {
		vi.unstubAllGlobals()
	})
}

test("a newer release in the store opens the update notice with the store's link; Later closes it", async () => {
	// a browser in app mode plays app version 0.0.0 from the Android store
	stubVersions({ iosVersion: null, androidVersion: '1.2.0' })
	render(<UpdateNotice />)
	const dialog = within(await screen.findByRole('dialog', { name: 'Update available' }))
	expect(dialog.getByText(/\(1\.2\.0\)/)).toBeInTheDocument()
	expect(dialog.getByRole('link', { name: 'Update' })).toHaveAttribute('href', ANDROID_STORE)
	await userEvent.click(dialog.getByRole('button', { name: 'Later' }))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('no newer release, no notice', async () => {
	stubVersions({ iosVersion: null, androidVersion: null })
	const fetchSpy = vi.mocked(fetch)
	render(<UpdateNotice />)
	await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled())
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})
