import { MODES, type Mode } from '@dragondle/core'
import { act, screen } from '@testing-library/react'
import { getI18n } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { BUNDLED_PACK } from './bundled-pack.ts'
import {
	dailyAnswer,
	END_DELAYS,
	guess,
	type Player,
	playerWithFakeTimers,
	renderMode,
	stubApi,
} from './test-helpers.tsx'

// Play by ear (decision 105): each guess's result in the game's one polite live region, in the page's
// language; a restored game says where the player stands; a fresh win brings focus to the end
// panel's heading; the pictures say what shows without naming the answer before the win.

afterEach(async () => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
	await act(() => getI18n().changeLanguage('en'))
})

/** The game's live region, found by its name once the game has loaded. */
function news(name = 'Game updates') {
	return screen.findByRole('status', { name }, { timeout: 3000 })
}

async function winNow(user: Player, mode: Mode) {
	await guess(user, 'Goku')
	await vi.waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
	await act(() => vi.advanceTimersByTimeAsync(END_DELAYS[mode]))
}

test('classic: each guess is announced with its character and every category result, in words', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const region = await news()
	expect(region).toHaveAttribute('role', 'status')
	expect(region).toHaveTextContent(/^$/)
	await guess(user, 'Piccolo')
	expect(region).toHaveTextContent(
		'Piccolo: gender correct; race wrong; origin wrong; affiliation correct; hair wrong; transforms wrong; deaths higher; debut arc earlier.',
	)
	await guess(user, 'Gohan')
	expect(region).toHaveTextContent(
		'Gohan: gender correct; race partly right; origin correct; affiliation correct; hair correct; transforms correct; deaths correct; debut arc earlier.',
	)
})

test('classic: the categories the challenger zone hides are not announced', async () => {
	const user = playerWithFakeTimers()
	writeValue(STORAGE_KEYS.classicDisabled, ['origin', 'nbDeaths'])
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const region = await news()
	await guess(user, 'Piccolo')
	expect(region).toHaveTextContent(
		'Piccolo: gender correct; race wrong; affiliation correct; hair wrong; transforms wrong; debut arc earlier.',
	)
})

test.each([
	[
		'fusion',
		'Piccolo: wrong — the picture zooms out to 43%.',
		'Bulma: wrong — the picture zooms out to 46%.',
	],
	[
		'silhouette',
		'Piccolo: wrong — the picture zooms out to 43%.',
		'Bulma: wrong — the picture zooms out to 46%.',
	],
	['technique', 'Piccolo: wrong — the blur falls to 7.3 px.', 'Bulma: wrong — the blur falls to 6.6 px.'],
] as const)(
	'%s: a wrong guess is announced with what changed in the picture',
	async (mode, first, second) => {
		const user = playerWithFakeTimers()
		stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		const region = await news()
		await guess(user, 'Piccolo')
		expect(region).toHaveTextContent(first)
		await guess(user, 'Bulma')
		expect(region).toHaveTextContent(second)
	},
)

test('fusion: with the zoom-out off, the announcement says the picture stays', async () => {
	const user = playerWithFakeTimers()
	writeValue(STORAGE_KEYS.zoomOut.fusion, false)
	stubApi({ answer: dailyAnswer({}, 'fusion') })
	renderMode('fusion')
	const region = await news()
	await guess(user, 'Piccolo')
	expect(region).toHaveTextContent('Piccolo: wrong — the picture stays at 40%.')
})

test.each(MODES)(
	'%s: a win is announced with its tries, then its rank; focus moves to the end panel heading',
	async (mode) => {
		const user = playerWithFakeTimers()
		stubApi({ answer: dailyAnswer({}, mode), win: { rank: 3, count: 3 } })
		renderMode(mode)
		const region = await news()
		await guess(user, 'Vegeta')
		await winNow(user, mode)
		await vi.waitFor(() =>
			expect(region).toHaveTextContent('Goku: right! Found in 2 guesses. You were the 3rd to find it today.'),
		)
		const heading = screen.getByRole('heading', { level: 2, name: /^(gg wp|gg ez|VICTORY!)$/ })
		expect(heading).toHaveFocus()
		expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toContainElement(heading)
	},
)

test.each(['classic', 'technique'] as const)(
	'%s: a restored game says where the player stands, once, and takes no focus',
	async (mode) => {
		writeValue(STORAGE_KEYS.guesses[mode], { gameNumero: 42, guesses: ['Bulma', 'Vegeta', 'Piccolo'] })
		stubApi({ answer: dailyAnswer({}, mode) })
		const { unmount } = renderMode(mode)
		const region = await news()
		await vi.waitFor(() => expect(region).toHaveTextContent(/^3 guesses so far\.$/))
		unmount()

		writeValue(STORAGE_KEYS.guesses[mode], {
			gameNumero: 42,
			guesses: ['Bulma', 'Vegeta', 'Piccolo', 'Goku'],
		})
		writeValue(STORAGE_KEYS.history[mode], [{ gameNumero: 42, nbGuesses: 4, rank: 12 }])
		renderMode(mode)
		const restored = await news()
		await vi.waitFor(() => expect(restored).toHaveTextContent(/^Won in 4 guesses\.$/))
		const end = screen.getByRole('heading', { level: 2, name: /^(gg wp|gg ez|VICTORY!)$/ })
		expect(end).not.toHaveFocus()
	},
)

test.each([
	['fusion', 'Hidden fusion, zoomed in', 'Close-up of a fusion, 40% shown', 'Goku, the whole picture'],
	['silhouette', 'Hidden silhouette, zoomed in', 'Close-up of a silhouette, 40% shown', 'Silhouette of Goku'],
	['technique', 'Hidden technique, blurred', 'Blurred attack in grey, blur 8 px', 'The technique, unblurred'],
] as const)(
	'%s: the picture says what shows without naming the answer, and names it only after the win',
	async (mode, hidden, description, won) => {
		const user = playerWithFakeTimers()
		stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		const picture = await screen.findByRole('img', { name: hidden }, { timeout: 3000 })
		expect(picture).toHaveAccessibleDescription(description)
		expect(picture).not.toHaveAccessibleDescription(/Goku/)
		await guess(user, 'Piccolo')
		expect(screen.getByRole('img', { name: hidden })).not.toHaveAccessibleDescription(description)
		await winNow(user, mode)
		const shown = screen.getByRole('img', { name: won })
		expect(shown).not.toHaveAttribute('aria-describedby')
	},
)

test('technique: the description follows the blur and the colours switch', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({}, 'technique') })
	renderMode('technique')
	const picture = await screen.findByRole('img', { name: 'Hidden technique, blurred' }, { timeout: 3000 })
	await guess(user, 'Piccolo')
	expect(picture).toHaveAccessibleDescription('Blurred attack in grey, blur 7.3 px')
	await user.click(screen.getByRole('switch', { name: 'Display colours' }))
	expect(picture).toHaveAccessibleDescription('Blurred attack in colour, blur 7.3 px')
})

test('a Spanish page announces in Spanish, with the dub names and Spanish words', async () => {
	await act(() => getI18n().changeLanguage('es'))
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({ champion_name: 'Krillin', yesterday: 'Frieza' }) })
	renderMode('classic', BUNDLED_PACK)
	const region = await news('Novedades de la partida')
	const input = await screen.findByRole('combobox', { name: /nombre de un personaje/i })
	await user.type(input, 'Vegeta{Escape}{Enter}')
	expect(region).toHaveTextContent(
		'Vegeta — género: acierto; raza: fallo; origen: fallo; afiliación: acierto parcial; cabello: fallo; se transforma: fallo; muertes: más; arco de debut: antes.',
	)
	await user.type(input, 'Krilin{Escape}{Enter}')
	await vi.waitFor(() =>
		expect(region).toHaveTextContent(/^Krilin: ¡correcto! Lo encontraste en 2 intentos\./),
	)
})
