import { loadPlayContent } from '@dragondle/content'
import { act, screen } from '@testing-library/react'
import { getI18n } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { dailyAnswer, playerWithFakeTimers, renderMode, stubApi } from '../../game/test-helpers.tsx'

// Words that agree in gender with what they describe. The notice for a guess whose tiles all match the answer's speaks of the answer as he or she, as
// the character is presented (both share the gender tile): "ce n'est pas lui" was shown for a woman.
// Played on the real pack, whose Caulifla and Kale (women) and Captain Ginyu and Burter (men) show
// the same tiles (vocabulary.json's sameTiles).

const PACK = loadPlayContent()

afterEach(async () => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
	await act(() => getI18n().changeLanguage('en'))
})

test.each([
	['en', 'Caulifla', 'Kale', "Kale has the same properties as today's character, but she is not the one!"],
	[
		'en',
		'Captain Ginyu',
		'Burter',
		"Burter has the same properties as today's character, but he is not the one!",
	],
	[
		'es',
		'Caulifla',
		'Kale',
		'¡Kale tiene las mismas características que el personaje de hoy, pero no es ella!',
	],
	[
		'es',
		'Captain Ginyu',
		'Burter',
		'¡Burter tiene las mismas características que el personaje de hoy, pero no es él!',
	],
	['pt-BR', 'Caulifla', 'Kale', 'Kale tem as mesmas características do personagem de hoje, mas não é ela!'],
	[
		'pt-BR',
		'Captain Ginyu',
		'Burter',
		'Burter tem as mesmas características do personagem de hoje, mas não é ele!',
	],
	[
		'fr',
		'Caulifla',
		'Kale',
		"Kale a les mêmes caractéristiques que le personnage du jour, mais ce n'est pas elle !",
	],
	[
		'fr',
		'Captain Ginyu',
		'Burter',
		"Burter a les mêmes caractéristiques que le personnage du jour, mais ce n'est pas lui !",
	],
])(
	'%s: answer %s, guess %s: the notice agrees with the gender',
	{ timeout: 15_000 },
	async (language, answer, guessed, notice) => {
		await act(() => getI18n().changeLanguage(language))
		const user = playerWithFakeTimers()
		stubApi({ answer: dailyAnswer({ champion_name: answer }) })
		renderMode('classic', PACK)
		const input = await screen.findByRole('combobox', {}, { timeout: 3000 })
		// Escape closes the options: the typed name alone is the guess
		await user.type(input, `${guessed}{Escape}{Enter}`)
		expect(await screen.findByRole('note')).toHaveTextContent(notice)
	},
)

// the Affiliation tile's "none" stands for "affiliation", a feminine noun in Spanish and French
test.each([
	['en', 'Affiliation: None'],
	['es', 'Afiliación: Ninguna'],
	['pt-BR', 'Afiliação: Nenhuma'],
	['fr', 'Affiliation\u00a0: Aucune'],
])('%s: a character of no group shows %j', { timeout: 15_000 }, async (language, name) => {
	await act(() => getI18n().changeLanguage(language))
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer() })
	renderMode('classic', PACK)
	const input = await screen.findByRole('combobox', {}, { timeout: 3000 })
	await user.type(input, 'Oolong{Escape}{Enter}')
	expect(await screen.findByRole('cell', { name: new RegExp(`^${name} — `) })).toBeInTheDocument()
})
