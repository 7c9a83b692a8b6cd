import type { DailyAnswer } from '@dragondle/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { dailyAnswer, guess, type Player, renderMode, stubApi } from '../../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { readHistory } from '../../storage/records.ts'
import { readValue } from '../../storage/store.ts'
import { setPicturesReachable } from '../../test/pictures.ts'

/** What the image modes add to the shared flow: the hidden picture, its switches, the list, the clues. */

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

async function winAndWait(user: Player) {
	await guess(user, 'Goku')
	await vi.waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
	// the image modes' end delay (docs/product.md §4 "Game flow")
	await act(() => vi.advanceTimersByTimeAsync(250))
}

test.each([
	['fusion', 'Hidden fusion, zoomed in', 'Goku, the whole picture'],
	['silhouette', 'Hidden silhouette, zoomed in', 'Silhouette of Goku'],
] as const)(
	'%s: the crop zooms out 3 points per wrong guess and the win shows and names it all',
	async (mode, hidden, won) => {
		vi.useFakeTimers({ shouldAdvanceTime: true })
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
		stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		expect(await screen.findByRole('img', { name: hidden }, { timeout: 3000 })).toBeInTheDocument()
		expect(screen.getByText('Showing 40% of the picture')).toBeInTheDocument()
		await guess(user, 'Piccolo')
		expect(screen.getByText('Showing 43% of the picture')).toBeInTheDocument()
		const list = screen.getByRole('list', { name: 'Your guesses, newest first' })
		expect(within(list).getByRole('listitem')).toHaveTextContent('Piccolo✗wrong')
		await winAndWait(user)
		expect(screen.getByRole('img', { name: won })).toBeInTheDocument()
		expect(screen.getByText('Showing 100% of the picture')).toBeInTheDocument()
		expect(screen.queryByRole('switch')).not.toBeInTheDocument()
		expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Goku✓right')
	},
)

test.each(['fusion', 'silhouette'] as const)(
	'%s: with the zoom-out switched off the crop stays, and the choice is kept',
	async (mode) => {
		stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		const user = userEvent.setup()
		const zoomOut = await screen.findByRole('switch', { name: 'Zoom out with each guess' }, { timeout: 3000 })
		expect(zoomOut).toBeChecked()
		await user.click(zoomOut)
		await guess(user, 'Piccolo')
		expect(screen.getByText('Showing 40% of the picture')).toBeInTheDocument()
		expect(readValue(STORAGE_KEYS.zoomOut[mode])).toBe(false)
		await user.click(zoomOut)
		expect(screen.getByText('Showing 43% of the picture')).toBeInTheDocument()
	},
)

test.each(['fusion', 'silhouette'] as const)(
	'%s: an answer from before the late crop centre (an offline bundle) still plays, its crop zooming out',
	async (mode) => {
		const { fusion_late_x, fusion_late_y, silhouette_late_x, silhouette_late_y, ...older } = dailyAnswer(
			{},
			mode,
		) as Record<string, unknown>
		expect([fusion_late_x ?? silhouette_late_x, fusion_late_y ?? silhouette_late_y]).not.toContain(undefined)
		stubApi({ answer: older as DailyAnswer })
		renderMode(mode)
		const user = userEvent.setup()
		expect(await screen.findByText('Showing 40% of the picture', {}, { timeout: 3000 })).toBeInTheDocument()
		await guess(user, 'Piccolo')
		expect(screen.getByText('Showing 43% of the picture')).toBeInTheDocument()
	},
)

test('fusion: after the win the clue section names the fused characters once the bonus is answered', async () => {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
	stubApi({ answer: dailyAnswer({}, 'fusion') })
	renderMode('fusion')
	expect(
		await screen.findByRole('img', { name: 'Hidden fusion, zoomed in' }, { timeout: 3000 }),
	).toBeInTheDocument()
	expect(screen.queryByRole('region', { name: 'Clues' })).not.toBeInTheDocument()
	await winAndWait(user)
	// the pair stays hidden until the bonus question is answered (decision 098)
	const clues = screen.getByRole('region', { name: 'Clues' })
	expect(clues).toHaveTextContent('Goku is a fusion: answer the bonus question to see who fused.')
	await user.click(await screen.findByRole('button', { name: 'Bulma + Piccolo' }, { timeout: 3000 }))
	expect(clues).toHaveTextContent('Goku is the fusion of Bulma + Piccolo.')
})

test('technique: the blur falls 0.7 px per wrong guess unless unblurring is off; the picture is grey until colours are on', async () => {
	stubApi({ answer: dailyAnswer({}, 'technique') })
	renderMode('technique')
	const user = userEvent.setup()
	expect(
		await screen.findByRole('img', { name: 'Hidden technique, blurred' }, { timeout: 3000 }),
	).toBeInTheDocument()
	expect(screen.getByText('Blur: 8 px')).toBeInTheDocument()
	expect(screen.getByRole('switch', { name: 'Display colours' })).not.toBeChecked()
	await guess(user, 'Piccolo')
	expect(screen.getByText('Blur: 7.3 px')).toBeInTheDocument()
	await user.click(screen.getByRole('switch', { name: 'Unblur with each guess' }))
	expect(screen.getByText('Blur: 8 px')).toBeInTheDocument()
	await user.click(screen.getByRole('switch', { name: 'Display colours' }))
	expect(readValue(STORAGE_KEYS.techniqueSettings)).toEqual({ isColoured: true, isUnblurring: false })
})

test.each([
	[
		'kept grey and fully blurred',
		[],
		{ noColours: true, fullBlur: true },
		['⬛ without colours', '🌫️ without unblurring'],
	],
	[
		'with colours shown once',
		['Display colours', 'Display colours'],
		{ noColours: false, fullBlur: true },
		['🌫️ without unblurring'],
	],
] as const)('technique: a win %s is recorded and marked as such', async (_case, toggles, extras, marks) => {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
	stubApi({ answer: dailyAnswer({}, 'technique') })
	renderMode('technique')
	await user.click(await screen.findByRole('switch', { name: 'Unblur with each guess' }, { timeout: 3000 }))
	for (const name of toggles) await user.click(screen.getByRole('switch', { name }))
	await guess(user, 'Piccolo')
	await winAndWait(user)
	expect(readHistory('technique')).toEqual([
		expect.objectContaining({ gameNumero: 42, nbGuesses: 2, extras }),
	])
	const share = screen.getByRole('region', { name: 'Share your result' })
	for (const mark of ['⬛ without colours', '🌫️ without unblurring']) {
		if ((marks as readonly string[]).includes(mark)) expect(share).toHaveTextContent(mark)
		else expect(share).not.toHaveTextContent(mark)
	}
	expect(share).not.toHaveTextContent('Goku')
	// the technique's name stays hidden until the bonus question is answered (decision 098)
	const clues = screen.getByRole('region', { name: 'Clues' })
	expect(clues).toHaveTextContent('Goku uses this technique: answer the bonus question to see its name.')
	await user.click(await screen.findByRole('button', { name: 'Kamehameha' }, { timeout: 3000 }))
	expect(clues).toHaveTextContent('The technique was Kamehameha, used by Goku.')
})

test.each([
	['fusion', 'fusion_imageUrl', '/art/i/00000000000000000000f1.webp'],
	['technique', 'technique_imageUrl', '/art/i/00000000000000000000a2.webp'],
	['silhouette', 'silhouette_imageUrl', '/art/i/00000000000000000000c3.webp'],
] as const)(
	'%s: without its picture guesses wait, say why, and go on once it loads (back online, or asked)',
	async (mode, field, url) => {
		setPicturesReachable(false)
		stubApi({ answer: { ...dailyAnswer({}, mode), [field]: url } })
		renderMode(mode)
		const user = userEvent.setup()
		expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
			'The picture could not load, so guessing is paused until it does.',
		)
		const submit = screen.getByRole('button', { name: 'Guess' })
		expect(submit).toBeDisabled()
		await guess(user, 'Piccolo')
		expect(screen.queryByRole('list', { name: 'Your guesses, newest first' })).not.toBeInTheDocument()
		// the button asks again: still unreachable, still refused
		await user.click(screen.getByRole('button', { name: 'Load the picture again' }))
		expect(await screen.findByRole('alert')).toBeInTheDocument()
		expect(submit).toBeDisabled()
		// back online, the picture loads by itself and the guess goes through
		setPicturesReachable(true)
		act(() => {
			window.dispatchEvent(new Event('online'))
		})
		await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
		expect(submit).toBeEnabled()
		// the refused guess is still typed in the box
		expect(screen.getByRole('combobox', { name: /character name/i })).toHaveValue('Piccolo')
		await user.click(submit)
		const list = screen.getByRole('list', { name: 'Your guesses, newest first' })
		expect(within(list).getByRole('listitem')).toHaveTextContent('Piccolo✗wrong')
	},
)
