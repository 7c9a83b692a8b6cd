import { screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { readHistory } from '../storage/records.ts'
import { BUNDLED_PACK } from './bundled-pack.ts'
import { dailyAnswer, guess, playerWithFakeTimers, renderMode, stubApi } from './test-helpers.tsx'

// The bonus question after a Technique or Fusion win (docs/product.md §4 "Bonus question",
// decision 098), played through the real game page; only the network is faked.

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

const SHARE_BONUS = '⭐ Bonus question: right'

function bonusGroup(question: string) {
	return screen.findByRole('group', { name: question }, { timeout: 3000 })
}

test('technique: four choices, one answer, every choice locked after it and after a reload, the share marked when right', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({}, 'technique') })
	const { unmount } = renderMode('technique')
	await guess(user, 'Goku')
	const group = await bonusGroup('Bonus: which technique is it?')
	const choices = within(group).getAllByRole('button')
	expect(choices).toHaveLength(4)
	expect(new Set(choices.map((choice) => choice.textContent)).size).toBe(4)
	// until the answer, nothing on the page names the technique
	const clues = screen.getByRole('region', { name: 'Clues' })
	expect(clues).toHaveTextContent('Goku uses this technique: answer the bonus question to see its name.')
	expect(screen.getByRole('img', { name: 'The technique, unblurred' })).toBeInTheDocument()
	expect(screen.getByRole('region', { name: 'Share your result' })).not.toHaveTextContent(SHARE_BONUS)

	await user.click(within(group).getByRole('button', { name: 'Kamehameha' }))
	for (const choice of within(group).getAllByRole('button')) expect(choice).toBeDisabled()
	expect(within(group).getByRole('status')).toHaveTextContent('Right! It was Kamehameha.')
	expect(screen.getByRole('region', { name: 'Share your result' })).toHaveTextContent(SHARE_BONUS)
	expect(clues).toHaveTextContent('The technique was Kamehameha, used by Goku.')
	expect(screen.getByRole('img', { name: 'Kamehameha, unblurred' })).toBeInTheDocument()
	await vi.waitFor(() =>
		expect(readHistory('technique')).toEqual([
			{ gameNumero: 42, nbGuesses: 1, rank: 1, extras: expect.objectContaining({ bonus: true }) },
		]),
	)

	unmount()
	renderMode('technique')
	const restored = await bonusGroup('Bonus: which technique is it?')
	expect(
		within(restored)
			.getAllByRole('button')
			.map((choice) => choice.textContent),
	).toEqual(choices.map((choice) => choice.textContent))
	for (const choice of within(restored).getAllByRole('button')) expect(choice).toBeDisabled()
	expect(within(restored).getByRole('status')).toHaveTextContent('Right! It was Kamehameha.')
	expect(screen.getByRole('region', { name: 'Share your result' })).toHaveTextContent(SHARE_BONUS)
})

test('fusion: a wrong pair is answered once, says which pair it was, and leaves the share text unmarked', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({}, 'fusion') })
	// the real characters, so the pool's pairs have their names
	renderMode('fusion', BUNDLED_PACK)
	await guess(user, 'Goku')
	const group = await bonusGroup('Bonus: which two fighters fused?')
	const choices = within(group).getAllByRole('button')
	expect(choices).toHaveLength(4)
	expect(within(group).getByRole('button', { name: 'Bulma + Piccolo' })).toBeEnabled()
	const clues = screen.getByRole('region', { name: 'Clues' })
	expect(clues).toHaveTextContent('Goku is a fusion: answer the bonus question to see who fused.')

	const wrong = choices.find((choice) => choice.textContent !== 'Bulma + Piccolo')
	if (wrong === undefined) throw new Error('a fusion question has wrong pairs')
	await user.click(wrong)
	for (const choice of within(group).getAllByRole('button')) expect(choice).toBeDisabled()
	expect(within(group).getByRole('status')).toHaveTextContent('Wrong — it was Bulma + Piccolo.')
	expect(within(group).getByRole('button', { name: 'Bulma + Piccolo' })).toHaveTextContent(
		'Bulma + Piccolo ✓',
	)
	expect(screen.getByRole('region', { name: 'Share your result' })).not.toHaveTextContent(SHARE_BONUS)
	expect(clues).toHaveTextContent('Goku is the fusion of Bulma + Piccolo.')
	// a click on a locked choice changes nothing
	await user.click(within(group).getByRole('button', { name: 'Bulma + Piccolo' }))
	expect(within(group).getByRole('status')).toHaveTextContent('Wrong — it was Bulma + Piccolo.')
	await vi.waitFor(() =>
		expect(readHistory('fusion')).toEqual([
			{ gameNumero: 42, nbGuesses: 1, rank: 1, extras: { bonus: false } },
		]),
	)
})
