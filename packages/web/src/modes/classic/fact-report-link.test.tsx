import { compareCharacters } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { PACK } from '../../game/test-helpers.tsx'
import { setRuntimeConfig } from '../../test/runtime-config.ts'
import { GuessRow } from './guess-row.tsx'

// the operator's tracker (FACT_REPORT_URL); config.ts reads the tag once, so it is set before any render
setRuntimeConfig({ factReportUrl: 'https://github.com/dragondle/dragondle/issues/new?labels=data' })

function renderRow() {
	const goku = makeCharacter({ championName: 'Goku', race: ['Saiyan', 'Human'], nbDeaths: 2 })
	const tiles = compareCharacters(goku, makeCharacter({ championId: 1 }), PACK.sagas)
	render(
		<table>
			<tbody>
				<GuessRow character={goku} tiles={tiles} isAnimated={false} />
			</tbody>
		</table>,
	)
}

// decision 083: a wrong tile is reported in two clicks, prefilled with what the player saw
test("each tile's 'Report a wrong fact' link opens the tracker prefilled with character, field and value", () => {
	renderRow()
	const deaths = screen.getByRole('cell', { name: /^Deaths: 2/ })
	const link = within(deaths).getByRole('link', { name: 'Report a wrong fact: Goku, Deaths: 2' })
	const url = new URL(link.getAttribute('href') ?? '')
	expect(url.searchParams.get('labels')).toBe('data')
	expect(url.searchParams.get('title')).toBe('Wrong fact: Goku, Deaths')
	expect(url.searchParams.get('body')).toMatch(/^Character: Goku\nField: Deaths\nValue shown: 2\n/)
	expect(link).toHaveAttribute('target', '_blank')
	expect(
		screen.getByRole('link', { name: 'Report a wrong fact: Goku, Race: Saiyan, Human' }),
	).toBeInTheDocument()
	expect(screen.getAllByRole('link', { name: /^Report a wrong fact/ })).toHaveLength(8)
})
