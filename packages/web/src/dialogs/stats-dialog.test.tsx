import { gameNumeroAt } from '@dragondle/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getI18n } from 'react-i18next'
import { expect, test, vi } from 'vitest'
import { deviceRegion, runtimeConfig } from '../config.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readHistory } from '../storage/records.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

function todayNumero(): number {
	return gameNumeroAt(Date.now(), deviceRegion(), runtimeConfig().launchDay)
}

async function openStats(path: string) {
	const user = userEvent.setup()
	renderApp(path)
	await user.click(await screen.findByRole('button', { name: 'Statistics' }))
	const dialog = screen.getByRole('dialog', { name: 'Statistics' })
	return { user, dialog }
}

function figure(dialog: HTMLElement, term: string): string {
	const item = within(dialog).getByText(term).closest('div')
	return item?.querySelector('dd')?.textContent ?? ''
}

test('a streak lost shows the grey flame beside a current streak of 0', async () => {
	const today = todayNumero()
	writeValue(STORAGE_KEYS.history.fusion, [
		{ gameNumero: today - 5, nbGuesses: 2, rank: 3 },
		{ gameNumero: today - 4, nbGuesses: 3, rank: 1 },
	])
	const { dialog } = await openStats('/fusion')
	expect(await within(dialog).findByText('Current streak')).toBeInTheDocument()
	expect(figure(dialog, 'Current streak')).toBe('0')
	expect(figure(dialog, 'Max streak')).toBe('2')
	expect(within(dialog).getByRole('img', { name: 'Streak lost' })).toBeInTheDocument()
})

test('with no game ever won the Statistics dialog shows no streak flame', async () => {
	const { dialog } = await openStats('/fusion')
	expect(await within(dialog).findByText('Current streak')).toBeInTheDocument()
	expect(within(dialog).queryByRole('img', { name: /^Streak/ })).not.toBeInTheDocument()
})

test("the Statistics dialog shows the mode's figures, derived from its finished games", async () => {
	const today = todayNumero()
	writeValue(STORAGE_KEYS.history.fusion, [
		{ gameNumero: today - 4, nbGuesses: 1, rank: 3 },
		{ gameNumero: today - 2, nbGuesses: 4, rank: 9 },
		{ gameNumero: today - 1, nbGuesses: 2, rank: 1 },
		{ gameNumero: today, nbGuesses: 3, rank: 2 },
	])
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: today, nbGuesses: 9, rank: 1 }])
	const { dialog } = await openStats('/fusion')
	expect(await within(dialog).findByText('Games won')).toBeInTheDocument()
	expect(figure(dialog, 'Games won')).toBe('4')
	expect(figure(dialog, 'Average guesses')).toBe('2.5')
	expect(figure(dialog, 'One shots')).toBe('1 (25%)')
	expect(figure(dialog, 'Current streak')).toBe('3')
	expect(figure(dialog, 'Max streak')).toBe('3')
	expect(within(dialog).getByRole('img', { name: 'Streak of 3 days' })).toBeInTheDocument()
	expect(within(dialog).getByText('4 guesses: 1 game')).toBeInTheDocument()
	expect(within(dialog).getByText('2 guesses: 1 game')).toBeInTheDocument()
	expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeEnabled()
	expect(within(dialog).getByRole('button', { name: 'Share' })).toBeEnabled()
	expect(within(dialog).getByRole('button', { name: 'Transfer my data' })).toBeEnabled()
})

test('a refused clipboard shows the stats text in a box to select', async () => {
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: todayNumero(), nbGuesses: 2, rank: 1 }])
	const { user, dialog } = await openStats('/classic')
	vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
	await user.click(await within(dialog).findByRole('button', { name: 'Copy' }))
	const box = (await within(dialog).findByRole('textbox', { name: 'Copy' })) as HTMLTextAreaElement
	expect(box.value).toMatch(
		/^My #Dragondle Classic stats: games won 1, average guesses 2, one shots 0, current streak 1/,
	)
})

test('without the Web Share API, Share opens a microblog intent with the stats text', async () => {
	const open = vi.spyOn(window, 'open').mockImplementation(() => null)
	const { user, dialog } = await openStats('/technique')
	await user.click(await within(dialog).findByRole('button', { name: 'Share' }))
	expect(open).toHaveBeenCalledWith(
		expect.stringMatching(
			/^https:\/\/twitter\.com\/intent\/tweet\?text=My%20%23Dragondle%20Technique%20stats/,
		),
		'_blank',
		'noopener,noreferrer',
	)
})

test("'Clear data' asks first, and the second click clears this mode's record only", async () => {
	const today = todayNumero()
	writeValue(STORAGE_KEYS.history.silhouette, [{ gameNumero: today, nbGuesses: 2, rank: 1 }])
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: today, nbGuesses: 5, rank: 1 }])
	const { user, dialog } = await openStats('/silhouette')
	await user.click(await within(dialog).findByRole('button', { name: 'Clear data' }))
	expect(within(dialog).getByRole('alert')).toHaveTextContent(/cannot be undone/)
	expect(readHistory('silhouette')).toHaveLength(1)
	await user.click(within(dialog).getByRole('button', { name: 'Clear for good? Click again' }))
	expect(readHistory('silhouette')).toEqual([])
	expect(readHistory('classic')).toHaveLength(1)
	expect(figure(dialog, 'Games won')).toBe('0')
})

// Figures are written the language's way (decision 111): "2,3" and "33,3 %" in French, never "2.3"
test.each([
	['fr', 'Statistiques', "Moyenne d'essais", '2,3', 'Du premier coup', '1 (33,3 %)'],
	['es', 'Estadísticas', 'Promedio de intentos', '2,3', 'A la primera', '1 (33,3 %)'],
	['pt-BR', 'Estatísticas', 'Média de tentativas', '2,3', 'De primeira', '1 (33,3%)'],
])(
	'%s: the Statistics dialog writes its decimals the language’s way',
	async (language, title, average, value, oneShotsLabel, oneShots) => {
		await act(() => getI18n().changeLanguage(language))
		const today = todayNumero()
		writeValue(STORAGE_KEYS.history.fusion, [
			{ gameNumero: today - 2, nbGuesses: 1, rank: 3 },
			{ gameNumero: today - 1, nbGuesses: 4, rank: 9 },
			{ gameNumero: today, nbGuesses: 2, rank: 1 },
		])
		const user = userEvent.setup()
		renderApp('/fusion')
		await user.click(await screen.findByRole('button', { name: title }))
		const dialog = screen.getByRole('dialog', { name: title })
		expect(await within(dialog).findByText(average)).toBeInTheDocument()
		expect(figure(dialog, average)).toBe(value)
		// the space before % is the language's own (a no-break space in French and Spanish)
		expect(figure(dialog, oneShotsLabel).replace(/\s/g, ' ')).toBe(oneShots)
		await act(() => getI18n().changeLanguage('en'))
	},
)
