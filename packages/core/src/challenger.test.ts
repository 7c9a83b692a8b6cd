import { expect, test } from 'vitest'
import {
	challengerTier,
	disabledCategories,
	MAX_DISABLED_CELLS,
	shownCategories,
	toggleCategory,
} from './challenger.ts'
import { CLASSIC_CATEGORIES } from './compare.ts'

test.each([
	[0, 'off'],
	[1, 'warm-up'],
	[2, 'warm-up'],
	[3, 'fighter'],
	[4, 'fighter'],
	[5, 'elite'],
	[6, 'elite'],
	[7, 'legend'],
] as const)('%i disabled cells are the %s tier', (cells, tier) => {
	expect(challengerTier(cells)).toBe(tier)
})

test('seven of the eight categories can be switched off, never the last', () => {
	expect(MAX_DISABLED_CELLS).toBe(7)
	const allButHair = CLASSIC_CATEGORIES.filter((category) => category !== 'hair')
	expect(toggleCategory(allButHair, 'hair', false)).toEqual(allButHair)
	expect(shownCategories(allButHair)).toEqual(['hair'])
})

test('switching a category off and on again keeps the display order and no repeats', () => {
	const off = toggleCategory(toggleCategory([], 'nbDeaths', false), 'gender', false)
	expect(off).toEqual(['gender', 'nbDeaths'])
	expect(toggleCategory(off, 'gender', false)).toEqual(['gender', 'nbDeaths'])
	expect(toggleCategory(off, 'gender', true)).toEqual(['nbDeaths'])
})

test('an edited choice keeps only known categories, and hiding them all hides none', () => {
	expect(disabledCategories(['race', 'unknown', 'race'])).toEqual(['race'])
	expect(disabledCategories([...CLASSIC_CATEGORIES])).toEqual([])
	expect(shownCategories([...CLASSIC_CATEGORIES])).toEqual([...CLASSIC_CATEGORIES])
})
