import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { expect, test } from 'vitest'
import { createI18n, NAMESPACES } from '../i18n.ts'
import { useRankSentence } from './rank-sentence.ts'

/** The rank sentence in a language, from its real locale files. */
async function rankSentenceIn(language: string): Promise<(rank: number) => string> {
	const i18n = createI18n(language as 'en')
	await i18n.loadNamespaces([...NAMESPACES])
	const wrapper = ({ children }: { children: ReactNode }) =>
		createElement(I18nextProvider, { i18n }, children)
	return renderHook(() => useRankSentence(), { wrapper }).result.current
}

// English orders with Intl.PluralRules' ordinal forms: 1st 2nd 3rd, the teens th, 21st again
test.each([
	[1, '1st'],
	[2, '2nd'],
	[3, '3rd'],
	[4, '4th'],
	[11, '11th'],
	[12, '12th'],
	[13, '13th'],
	[21, '21st'],
	[22, '22nd'],
	[23, '23rd'],
	[101, '101st'],
	[111, '111th'],
	[112, '112th'],
	[1001, '1,001st'],
	[1011, '1,011th'],
])('English: rank %i reads "You were the %s to find it today"', async (rank, ordinal) => {
	const sentence = await rankSentenceIn('en')
	expect(sentence(rank)).toBe(`You were the ${ordinal} to find it today`)
})

// each language says it as its speakers do: no "rank 1st", numbers grouped the language's way
test.each([
	['es', 1, 'Fuiste la persona n.º 1 en encontrarlo hoy'],
	['es', 23, 'Fuiste la persona n.º 23 en encontrarlo hoy'],
	['es', 12345, 'Fuiste la persona n.º 12.345 en encontrarlo hoy'],
	['fr', 1, "Tu es la 1re personne à trouver la réponse aujourd'hui"],
	['fr', 2, "Tu es la 2e personne à trouver la réponse aujourd'hui"],
	['fr', 1234, "Tu es la 1\u202f234e personne à trouver la réponse aujourd'hui"],
	['pt-BR', 1, 'Você foi a 1ª pessoa a acertar hoje'],
	['pt-BR', 1234, 'Você foi a 1.234ª pessoa a acertar hoje'],
])('%s: rank %i reads "%s"', async (language, rank, expected) => {
	const sentence = await rankSentenceIn(language)
	expect(sentence(rank)).toBe(expected)
})
