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
