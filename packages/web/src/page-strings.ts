import { isLanguage, type Language } from '@dragondle/core'
import type { StartStrings } from './i18n.ts'

/**
 * A prerendered page carries the strings of its first screen, in its language (decision 104): in a
 * JSON data block (which runs nothing, so the page's CSP allows it), read by the page's code as it
 * starts. A page's own language's strings, and no other's, arrive with its HTML.
 */
const ELEMENT_ID = 'dragondle-strings'

type PageStrings = { language: Language; strings: StartStrings }

/** The data block the build writes into a page in `language` (prerender-plugin.ts). */
export function pageStringsBlock(language: Language, strings: StartStrings): string {
	// `<` escaped, so no string can close the element or open a comment
	const json = JSON.stringify({ language, strings } satisfies PageStrings).replaceAll('<', '\\u003c')
	return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`
}

/** The strings a page carries, or null when it carries none (the app's page, the dev server's) or they are unreadable. */
export function pageStringsOf(document: Document): PageStrings | null {
	const text = document.getElementById(ELEMENT_ID)?.textContent
	if (!text) return null
	try {
		const { language, strings } = JSON.parse(text) as Partial<PageStrings>
		if (!isLanguage(language) || typeof strings?.common !== 'object' || typeof strings.play !== 'object') {
			return null
		}
		return { language, strings }
	} catch {
		return null
	}
}
