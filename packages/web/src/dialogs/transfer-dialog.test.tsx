import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readHistory } from '../storage/records.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'
import { sealCompressed } from '../transfer/payload.ts'

type Failure = { status: number; code: string }

/**
 * The transfer routes as the server answers them (a store of tokens), in front of the fake API
 * of the rest of the app; `failNext` makes the next call fail with a server code.
 */
function transferServer() {
	const tokens = new Map<string, string>()
	const calls: string[] = []
	const state: { failNext: Failure | null } = { failNext: null }
	const app = globalThis.fetch
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), 'http://localhost')
		if (url.pathname !== '/api/userData') return app(input, init)
		calls.push(`${init?.method ?? 'GET'} ${url.search}`)
		const headers = new Headers(init?.headers)
		const reply = (body: unknown, status = 200) =>
			new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
		if (headers.get('x-transfer-key') !== 'dragondle-transfer-dev')
			return reply({ valid: false, code: 'INVALID_KEY' }, 401)
		const failure = state.failNext
		state.failNext = null
		if (failure) return reply({ valid: false, code: failure.code, message: 'no' }, failure.status)
		if (init?.method === 'POST') {
			const token = `TKN${String(tokens.size + 22)}`
			tokens.set(token, JSON.parse(String(init.body)).data)
			return reply({ valid: true, token })
		}
		const data = tokens.get(url.searchParams.get('token') ?? '')
		return data === undefined
			? reply({ valid: false, code: 'TOKEN_NOT_FOUND' }, 404)
			: reply({ valid: true, data })
	})
	return { tokens, calls, state }
}

async function openTransfer(path = '/fusion') {
	const user = userEvent.setup()
	const rendered = renderApp(path)
	const server = transferServer()
	// the game under the dialog has loaded its day first: while its page is suspended React may hold
	// the dialog's updates with it, and the token would not show until the game did
	await screen.findByRole('combobox', { name: /character name/i }, TOKEN_WAIT)
	await user.click(await screen.findByRole('button', { name: 'Streak and data transfer' }))
	const dialog = screen.getByRole('dialog', { name: 'Transfer my data' })
	// the dialog's body loads when first opened
	await within(dialog).findByRole('button', { name: 'Export' }, TOKEN_WAIT)
	return { user, dialog, server, ...rendered }
}

const HISTORY = [
	{ gameNumero: 40, nbGuesses: 3, rank: 12 },
	{ gameNumero: 41, nbGuesses: 1, rank: 2 },
]

/**
 * The dialog's body is a chunk of its own, and an export hashes, compresses and posts the progress
 * before the token shows: on a loaded machine (the whole suite runs two files at a time, each
 * module transformed on its first import) that can pass Testing Library's default second, and the
 * file's tests their default five.
 */
const TOKEN_WAIT = { timeout: 10_000 }
vi.setConfig({ testTimeout: 30_000 })

test('Export shows a token with Copy; reopened with the same progress it gives the same token, with new progress a new one', async () => {
	writeValue(STORAGE_KEYS.history.fusion, HISTORY)
	const { user, dialog, server } = await openTransfer()
	await user.click(within(dialog).getByRole('button', { name: 'Export' }))
	const token = await within(dialog).findByRole('status', { name: 'Your token' }, TOKEN_WAIT)
	expect(token).toHaveTextContent(/^[A-Z0-9]{5}$/)
	await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
	// user-event's own clipboard stands in for the browser's
	expect(await navigator.clipboard.readText()).toBe(token.textContent)
	expect(within(dialog).getByText('Copied')).toBeInTheDocument()

	await user.click(within(dialog).getByRole('button', { name: 'Import' }))
	await user.click(within(dialog).getByRole('button', { name: 'Export' }))
	expect(await within(dialog).findByRole('status', { name: 'Your token' }, TOKEN_WAIT)).toHaveTextContent(
		token.textContent ?? '',
	)
	expect(server.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1)

	// new progress, of a past day: today's game (42) under the dialog stays as it is
	writeValue(STORAGE_KEYS.history.fusion, [{ gameNumero: 39, nbGuesses: 2, rank: 5 }, ...HISTORY])
	await user.click(within(dialog).getByRole('button', { name: 'Import' }))
	await user.click(within(dialog).getByRole('button', { name: 'Export' }))
	await waitFor(() => expect(server.calls.filter((call) => call.startsWith('POST'))).toHaveLength(2))
	expect(await within(dialog).findByRole('status', { name: 'Your token' }, TOKEN_WAIT)).not.toHaveTextContent(
		token.textContent ?? '',
	)
})

test('an export that fails says so with the server code, and Try again asks again', async () => {
	const { user, dialog, server } = await openTransfer()
	server.state.failNext = { status: 429, code: 'RATE_LIMITED' }
	await user.click(within(dialog).getByRole('button', { name: 'Export' }))
	expect(await within(dialog).findByRole('alert')).toHaveTextContent(
		'There was an error generating the token. (RATE_LIMITED)',
	)
	await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
	expect(await within(dialog).findByRole('status', { name: 'Your token' }, TOKEN_WAIT)).toHaveTextContent(
		/^[A-Z0-9]{5}$/,
	)
})

async function goToTokenStep(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
	await user.click(within(dialog).getByRole('button', { name: 'Import' }))
	return within(dialog).getByRole('textbox', { name: 'Token' })
}

test('Import is one screen: the token, what it holds, then Import data replaces the progress and the page it opened over says what came', async () => {
	// the progress of the other device, exported through the same fake server
	writeValue(STORAGE_KEYS.history.fusion, HISTORY)
	const { user, dialog, router } = await openTransfer()
	await user.click(within(dialog).getByRole('button', { name: 'Export' }))
	const token =
		(await within(dialog).findByRole('status', { name: 'Your token' }, TOKEN_WAIT)).textContent ?? ''
	// this device had something else
	writeValue(STORAGE_KEYS.history.fusion, [])
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 30, nbGuesses: 8, rank: 1 }])

	const box = await goToTokenStep(user, dialog)
	// no steps to page through, no step numbers
	expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
	expect(within(dialog).queryByText(/Step \d/)).not.toBeInTheDocument()
	expect(
		within(dialog).getByText(/replaces all the streaks and statistics on this device/),
	).toBeInTheDocument()
	await user.type(box, `${token.toLowerCase()}XYZ`)
	expect(box).toHaveValue(token)
	// what the token holds shows before anything is replaced: games 40 and 41 won, long ago (the
	// page's today is the real one)
	const preview = await within(dialog).findByRole('list', { name: 'This token holds:' }, TOKEN_WAIT)
	expect(
		within(preview)
			.getAllByRole('listitem')
			.map((item) => item.textContent),
	).toEqual(['Fusion: 2 games won, current streak 0'])
	expect(readHistory('classic')).toEqual([{ gameNumero: 30, nbGuesses: 8, rank: 1 }])

	await user.click(within(dialog).getByRole('button', { name: 'Import data' }))
	await waitFor(() =>
		expect(screen.queryByRole('dialog', { name: 'Transfer my data' })).not.toBeInTheDocument(),
	)
	// back on the page it opened over, which says what came
	expect(router.state.location.pathname).toBe('/fusion')
	expect(screen.getByText('Data imported: 2 games won, best current streak 0.')).toHaveRole('status')
	expect(readHistory('fusion')).toEqual(HISTORY)
	expect(readHistory('classic')).toEqual([])
})

test('Import refuses a short token and an unknown one, and changes nothing', async () => {
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 30, nbGuesses: 8, rank: 1 }])
	const { user, dialog } = await openTransfer()
	const box = await goToTokenStep(user, dialog)
	await user.type(box, 'abcd')
	await user.click(within(dialog).getByRole('button', { name: 'Import data' }))
	expect(await within(dialog).findByRole('alert')).toHaveTextContent(
		'There was an error importing the data. (Invalid token length)',
	)
	await user.type(box, 'e')
	await user.click(within(dialog).getByRole('button', { name: 'Import data' }))
	expect(await within(dialog).findByRole('alert')).toHaveTextContent(
		'There was an error importing the data. (TOKEN_NOT_FOUND)',
	)
	expect(readHistory('classic')).toEqual([{ gameNumero: 30, nbGuesses: 8, rank: 1 }])
})

test('a payload that is not ours is refused and changes nothing', async () => {
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 30, nbGuesses: 8, rank: 1 }])
	const { user, dialog, server } = await openTransfer()
	server.tokens.set('BAD22', 'not an envelope')
	const box = await goToTokenStep(user, dialog)
	await user.type(box, 'BAD22')
	await user.click(within(dialog).getByRole('button', { name: 'Import data' }))
	expect(await within(dialog).findByRole('alert')).toHaveTextContent('(INVALID_DATA)')
	expect(readHistory('classic')).toEqual([{ gameNumero: 30, nbGuesses: 8, rank: 1 }])
})

test('a token that inflates to 29 MB is refused with the import error and changes nothing', async () => {
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 30, nbGuesses: 8, rank: 1 }])
	const { user, dialog, server } = await openTransfer()
	const json = new TextEncoder().encode(`{"v":1,"keys":{"padding":"${'A'.repeat(29 * 1024 * 1024)}"}}`)
	const bomb = new Response(new Response(json).body?.pipeThrough(new CompressionStream('gzip')))
	server.tokens.set('BOMB2', await sealCompressed(new Uint8Array(await bomb.arrayBuffer())))
	const box = await goToTokenStep(user, dialog)
	await user.type(box, 'BOMB2')
	await user.click(within(dialog).getByRole('button', { name: 'Import data' }))
	expect(await within(dialog).findByRole('alert')).toHaveTextContent(
		'There was an error importing the data. (INVALID_DATA)',
	)
	expect(readHistory('classic')).toEqual([{ gameNumero: 30, nbGuesses: 8, rank: 1 }])
})

test("the Statistics dialog's transfer button opens 'Transfer my data'", async () => {
	const user = userEvent.setup()
	renderApp('/classic')
	await user.click(await screen.findByRole('button', { name: 'Statistics' }))
	await user.click(await screen.findByRole('button', { name: 'Transfer my data' }))
	expect(await screen.findByRole('dialog', { name: 'Transfer my data' })).toBeInTheDocument()
})

test('opened by the player, the transfer dialog starts on the choice, with no Skip (only a first start offers it)', async () => {
	const { dialog } = await openTransfer()
	expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveAttribute('aria-pressed', 'false')
	expect(within(dialog).getByText(/Move your streaks and statistics/)).toBeInTheDocument()
	expect(within(dialog).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument()
})
