import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'
import { setRuntimeConfig } from '../test/runtime-config.ts'
import { openPayload, unpackProgress } from '../transfer/payload.ts'

setRuntimeConfig({
	feedbackEmail: 'hello@dragondle.example',
	tipUrl: 'https://tips.example/dragondle',
	version: 0xabc123,
})

async function openAbout() {
	const user = userEvent.setup()
	const rendered = renderApp('/')
	await user.click(await screen.findByRole('button', { name: 'About' }))
	const dialog = screen.getByRole('dialog', { name: 'About' })
	await within(dialog).findByText(/fan-made daily guessing game/)
	return { user, dialog, ...rendered }
}

test('About names the legal note, the inspirations, the tip jar and the build version', async () => {
	const { dialog } = await openAbout()
	expect(dialog).toHaveTextContent(/not affiliated with or endorsed by them/)
	expect(dialog).toHaveTextContent(/Wordle/)
	expect(within(dialog).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
		'href',
		'/privacy_policy',
	)
	expect(within(dialog).getByRole('link', { name: /Leave a tip/ })).toHaveAttribute(
		'href',
		'https://tips.example/dragondle',
	)
	expect(within(dialog).getByText('Version 000000abc123')).toBeInTheDocument()
})

test("copying the feedback address says 'Copied' for 3 seconds", async () => {
	const { user, dialog } = await openAbout()
	expect(within(dialog).getByRole('link', { name: 'hello@dragondle.example' })).toHaveAttribute(
		'href',
		'mailto:hello@dragondle.example',
	)
	await user.click(within(dialog).getByRole('button', { name: 'Copy the address' }))
	const copiedAt = Date.now()
	expect(await navigator.clipboard.readText()).toBe('hello@dragondle.example')
	const [note] = within(dialog).getAllByRole('status')
	expect(note).toHaveTextContent('Copied')
	// real time: the note's own timer is what is being measured
	await waitFor(() => expect(note).toHaveTextContent(/^$/), { timeout: 4000 })
	expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(2900)
}, 10_000)

test("the debug copy is the device's progress, sealed as transfer seals it", async () => {
	const history = [{ gameNumero: 40, nbGuesses: 3, rank: 7 }]
	writeValue(STORAGE_KEYS.history.fusion, history)
	const { user, dialog } = await openAbout()
	await user.click(within(dialog).getByRole('button', { name: 'Copy debug data' }))
	expect(await within(dialog).findAllByText('Copied')).toHaveLength(1)
	const copied = await navigator.clipboard.readText()
	expect(copied).not.toContain('gameNumero')
	const progress = unpackProgress(await openPayload(copied))
	expect(progress?.get(STORAGE_KEYS.history.fusion.name)).toEqual(history)
})

test('three taps on the sword open the streak-restore page and close About', async () => {
	const { user, dialog, router } = await openAbout()
	const sword = within(dialog).getByRole('button', { name: 'Sword' })
	await user.click(sword)
	await user.click(sword)
	expect(router.state.location.pathname).toBe('/')
	await user.click(sword)
	expect(await screen.findByRole('heading', { name: 'Restore a streak' })).toBeInTheDocument()
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})
