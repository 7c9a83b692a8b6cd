import { loadPatchNotes } from '@dragondle/content/patch-notes'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

const NOTES = loadPatchNotes()

/** A player who has played before (a game won long ago) and never opened the notes. */
function writeReturningPlayer() {
	writeValue(STORAGE_KEYS.history.fusion, [{ gameNumero: 3, nbGuesses: 2, rank: 9 }])
}

test('for a returning player an unread note puts a described dot on the Patch notes button until the notes are opened', async () => {
	writeReturningPlayer()
	const user = userEvent.setup()
	const { unmount } = renderApp('/classic')
	// the dot comes with the button's own chunk, which takes the place of a plain button
	await screen.findByText('New patch notes')
	const button = screen.getByRole('button', { name: 'Patch notes' })
	expect(button).toHaveAccessibleDescription('New patch notes')
	await user.click(button)
	const dialog = screen.getByRole('dialog', { name: 'Patch notes' })
	expect(await within(dialog).findAllByRole('article')).toHaveLength(NOTES.length)
	await waitFor(() => expect(button).not.toHaveAccessibleDescription(/new/i))
	expect(readValue(STORAGE_KEYS.notesSeen)).toBe(NOTES[0]?.id)
	unmount()
	renderApp('/classic')
	expect(await screen.findByRole('button', { name: 'Patch notes' })).not.toHaveAccessibleDescription(/new/i)
})

test('a newer note than the one seen shows the dot again', async () => {
	writeValue(STORAGE_KEYS.notesSeen, NOTES.at(-1)?.id ?? null)
	renderApp('/classic')
	await screen.findByText('New patch notes')
	const button = screen.getByRole('button', { name: 'Patch notes' })
	expect(button).toHaveAccessibleDescription('New patch notes')
})

test('a brand-new player gets no dot: the notes of their first visit are marked read silently, and stay read once they play', async () => {
	const { unmount } = renderApp('/classic')
	const button = await screen.findByRole('button', { name: 'Patch notes' })
	await waitFor(() => expect(readValue(STORAGE_KEYS.notesSeen)).toBe(NOTES[0]?.id))
	expect(button).not.toHaveAccessibleDescription(/new/i)
	expect(screen.queryByText('New patch notes')).not.toBeInTheDocument()
	unmount()
	writeReturningPlayer()
	renderApp('/classic')
	expect(await screen.findByRole('button', { name: 'Patch notes' })).not.toHaveAccessibleDescription(/new/i)
})

test('the notes are listed newest first, each with its date and items', async () => {
	const user = userEvent.setup()
	renderApp('/classic')
	await user.click(await screen.findByRole('button', { name: 'Patch notes' }))
	const dialog = screen.getByRole('dialog', { name: 'Patch notes' })
	const articles = await within(dialog).findAllByRole('article')
	expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(
		NOTES.map((note) => note.title),
	)
	const [first] = articles
	const newest = NOTES[0]
	if (!first || !newest) throw new Error('the pack has no notes')
	expect(first.querySelector('time')).toHaveAttribute('dateTime', newest.date)
	const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(`${newest.date}T00:00:00Z`),
	)
	expect(first).toHaveTextContent(day)
	expect(
		within(first)
			.getAllByRole('listitem')
			.map((item) => item.textContent),
	).toEqual(newest.items)
})
