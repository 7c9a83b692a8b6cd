import es from '../data/i18n/es.json' with { type: 'json' }
import fr from '../data/i18n/fr.json' with { type: 'json' }
import ptBR from '../data/i18n/pt-BR.json' with { type: 'json' }

/**
 * The game data in each language besides English (`data/i18n/<language>.json`, decision 103): names,
 * clues, attribute values, sagas, techniques, fusions and patch notes, by the English data's keys.
 * Its own entry point, so a page that does not speak a language never bundles its data.
 */
export type DataTranslation = typeof es

export const DATA_LANGUAGES = ['es', 'pt-BR', 'fr'] as const
export type DataLanguage = (typeof DATA_LANGUAGES)[number]

export const DATA_TRANSLATIONS: Readonly<Record<DataLanguage, DataTranslation>> = { es, 'pt-BR': ptBR, fr }

/** A character's clue in every language that has one, by language. */
export function translatedCluesOf(championId: number): Partial<Record<DataLanguage, string>> {
	const clues: Partial<Record<DataLanguage, string>> = {}
	for (const language of DATA_LANGUAGES) {
		const entry: { clue?: string } | undefined = (
			DATA_TRANSLATIONS[language].characters as Record<string, { clue?: string }>
		)[String(championId)]
		if (entry?.clue) clues[language] = entry.clue
	}
	return clues
}

/**
 * Technique names a language shows as English writes them, on purpose: Japanese words every dub
 * says as they are (Kamehameha, Masenko, Hakai) and names its dub shouts in English. Any other
 * technique whose name is the English one there is untranslated, and the bonus question (decision
 * 098), which may offer any technique of the pack, would show it in English.
 */
const SHARED_NAMES = [
	'kamehameha',
	'masenko',
	'hakai',
	'final-kamehameha',
	'burning-attack',
	'double-sunday',
	'hell-flash',
	'recoome-eraser-gun',
	'crusher-ball',
	'ss-deadly-bomber',
	'revenge-death-ball',
]
export const TECHNIQUE_NAMES_KEPT: Readonly<Record<DataLanguage, readonly string[]>> = {
	es: [...SHARED_NAMES, 'kaioken'],
	fr: [...SHARED_NAMES, 'final-flash', 'galick-gun', 'hellzone-grenade'],
	'pt-BR': [...SHARED_NAMES, 'kaioken', 'final-flash', 'hellzone-grenade'],
}
