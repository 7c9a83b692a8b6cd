import { act, render, screen } from '@testing-library/react'
import { expect, onTestFinished, test, vi } from 'vitest'
import { OfflineToast } from './offline-toast.tsx'

/** docs/product.md §9: the no-internet toast stays 10 s. */
const TOAST_MS = 10_000

const TEXT = "It looks like you're not connected to the internet!"

function setOnline(isOnline: boolean) {
	vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline)
}

function useFakeTimeouts() {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
	onTestFinished(() => {
		vi.useRealTimers()
	})
}

/** The app comes back to the front: in a browser, Capacitor's App plugin hears it as visibilitychange. */
async function resume() {
	await act(async () => {
		document.dispatchEvent(new Event('visibilitychange'))
	})
}

test('offline at the start, the toast says so in a status region for 10 seconds, then leaves', async () => {
	useFakeTimeouts()
	setOnline(false)
	render(<OfflineToast />)
	expect(screen.getByRole('status')).toHaveTextContent(TEXT)
	act(() => vi.advanceTimersByTime(TOAST_MS - 1))
	expect(screen.getByRole('status')).toHaveTextContent(TEXT)
	act(() => vi.advanceTimersByTime(1))
	expect(screen.getByRole('status')).toBeEmptyDOMElement()
})

test('online at the start, nothing shows; offline at a resume, the toast shows again for 10 seconds', async () => {
	useFakeTimeouts()
	setOnline(true)
	render(<OfflineToast />)
	// the resume listener is added once Capacitor's App plugin has loaded
	await act(async () => {
		await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
	})
	expect(screen.getByRole('status')).toBeEmptyDOMElement()
	await resume()
	expect(screen.getByRole('status')).toBeEmptyDOMElement()
	setOnline(false)
	await resume()
	expect(screen.getByRole('status')).toHaveTextContent(TEXT)
	act(() => vi.advanceTimersByTime(TOAST_MS))
	expect(screen.getByRole('status')).toBeEmptyDOMElement()
})
