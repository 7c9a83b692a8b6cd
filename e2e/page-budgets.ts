import { type Language, MODES } from '@dragondle/core'

// The page-weight check's data (page-weight.spec.ts, bench/page-weight.ts): which pages it weighs
// against which ceiling, in which languages. Plain data, so the repository's checklists
// (scripts/checklists.ts) read it without a browser.

const KIB = 1024

/**
 * The most JavaScript a first visit may load, gzip -9 (decisions 094, 113, 118, 123 and 127): the
 * targets themselves, 115 KiB on the menu and 140 KiB on a mode's page, in every language. On
 * 2026-11-30 (`npx tsx bench/page-weight.ts`) `/` weighed 112.0 KiB in every language and a mode's
 * page 136.9–137.3 KiB in English and 138.0–139.5 KiB in Spanish, French and Brazilian Portuguese,
 * Classic the heaviest. The CI check (page-weight.spec.ts) holds them; the benchmark reports against
 * them. A change that needs more makes room elsewhere first. Every mode of core's MODES has the
 * mode page's budget, so a new mode is weighed from its first build.
 */
const MODE_PAGE_BUDGET = 140 * KIB
export const PAGE_BUDGETS: Readonly<Record<string, number>> = {
	'/': 115 * KIB,
	...Object.fromEntries(MODES.map((mode) => [`/${mode}`, MODE_PAGE_BUDGET])),
}

/**
 * The browser languages a page is weighed in (decision 104): each of the game's languages, as a
 * first visit from a browser speaking it gets its pages, its strings and its game data.
 */
export const WEIGHED_LOCALES: Readonly<Record<Language, string>> = {
	en: 'en-GB',
	es: 'es-MX',
	'pt-BR': 'pt-BR',
	fr: 'fr-FR',
}
