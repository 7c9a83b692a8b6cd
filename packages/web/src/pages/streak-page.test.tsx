import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readHistory } from '../storage/records.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

type Game = { mode: string; gameNumero: number; nbGuesses: number }

/**
 * POST /api/streak/redeem as the server answers it (each known code works once); the returned
 * function puts the route in front of the fake API that renderApp installed last.
 */
function streakServer(codes: Record<string, Game>): () => void {
	const unused = new Map(Object.entries(codes))
	return () => {
		const app = globalThis.fetch
		vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = new URL(String(input), 'http://localhost')
			if (url.pathname !== '/api/streak/redeem') return app(input, init)
			const { code } = JSON.parse(String(init?.body)) as { code: string }
			const game = unused.get(code)
			unused.delete(code)
			const body = game
				? { valid: true, ...game }
				: { valid: false, code: 'UNKNOWN_CODE', message: 'The code does not match any known key.' }
			const headers = { 'content-type': 'application/json' }
			return new Response(JSON.stringify(body), { status: game ? 200 : 404, headers })
		})
	}
}

test('a streak code restores its game once, then the page goes home; used again it is unknown', async () => {
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 40, nbGuesses: 3, rank: 7 }])
	const user = userEvent.setup()
	const install = streakServer({ 'ABCD-EFGH-JKMN': { mode: 'classic', gameNumero: 41, nbGuesses: 4 } })
	const { router, unmount } = renderApp('/streak')
	install()
	await user.type(await screen.findByRole('textbox', { name: 'Code' }), ' ABCD-EFGH-JKMN ')
	await user.click(screen.getByRole('button', { name: 'Restore' }))
	expect(await screen.findByText('Successfully restored the streak!')).toBeInTheDocument()
	expect(readHistory('classic')).toEqual([
		{ gameNumero: 40, nbGuesses: 3, rank: 7 },
		{ gameNumero: 41, nbGuesses: 4, rank: null },
	])
	await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 })

	// another visit to the page, the same code
	unmount()
	renderApp('/streak')
	install()
	await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'ABCD-EFGH-JKMN')
	await user.click(screen.getByRole('button', { name: 'Restore' }))
	expect(await screen.findByText('The code does not match any known key.')).toBeInTheDocument()
	expect(readHistory('classic')).toHaveLength(2)
})

test("tapping the About dialog's sword three times opens the streak-restore page", async () => {
	const user = userEvent.setup()
	const { router } = renderApp('/')
	await user.click(await screen.findByRole('button', { name: 'About' }))
	const dialog = screen.getByRole('dialog', { name: 'About' })
	const sword = await within(dialog).findByRole('button', { name: 'Sword' })
	await user.click(sword)
	await user.click(sword)
	expect(router.state.location.pathname).toBe('/')
	await user.click(sword)
	await waitFor(() => expect(router.state.location.pathname).toBe('/streak'))
	expect(screen.queryByRole('dialog', { name: 'About' })).not.toBeInTheDocument()
})
