import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { expect, test } from 'vitest'
import { createI18n, NAMESPACES } from '../i18n.ts'
import type { PlayKind } from '../play-kind.ts'
import { GameFrame } from './game-frame.tsx'

/** Words that make a title about today's game, in each language. */
const TODAY = /today|du jour|aujourd|de hoy|\bhoy\b|de hoje|\bhoje\b/i

async function renderFrame(language: string, play: PlayKind) {
	const i18n = createI18n(language as 'en')
	await i18n.loadNamespaces([...NAMESPACES])
	render(
		<I18nextProvider i18n={i18n}>
			<GameFrame mode="classic" play={play}>
				<p>board</p>
			</GameFrame>
		</I18nextProvider>,
	)
	return screen.getByRole('heading', { level: 1 }).textContent ?? ''
}

const LANGUAGES = ['en', 'es', 'fr', 'pt-BR']

test.each(LANGUAGES)('%s: the daily Classic page asks for today’s character', async (language) => {
	expect(await renderFrame(language, 'daily')).toMatch(TODAY)
})

// A past day's, a practice round's or a friend's character is not today's (decision 111)
test.each(
	LANGUAGES.flatMap((language) =>
		(['archive', 'practice', 'challenge'] as const).map((play) => [language, play]),
	),
)('%s: the %s Classic page names its own character, not today’s', async (language, play) => {
	const title = await renderFrame(language, play as PlayKind)
	expect(title).not.toMatch(TODAY)
	expect(screen.getByRole('region', { name: title })).toBeInTheDocument()
})
