import { PATCH_NOTES } from '@dragondle/content/patch-notes-data'
import { use, useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'

type TranslatedNotes = Readonly<Record<string, { title: string; items: readonly string[] }>>

/**
 * The notes in each language besides English (`@dragondle/content`'s data/i18n, decision 103), by
 * note id: each language's its own chunk, which the build cuts down to the notes alone
 * (data-translations-plugin.ts), loaded by this dialog only. The query makes it a module apart from
 * the game's words; its `lang.json` keeps it read as JSON by every build, the plugin's or not.
 */
const NOTES = import.meta.glob<{ patchNotes: TranslatedNotes }>('../../../content/data/i18n/*.json', {
	query: '?patch-notes&lang.json',
	import: 'default',
})
const loads = new Map<string, Promise<TranslatedNotes | null>>()

/** A language's notes, loaded once; null where there are none (English), or when they could not load. */
function notesIn(language: string): Promise<TranslatedNotes | null> | null {
	const load = NOTES[`../../../content/data/i18n/${language}.json`]
	if (load === undefined) return null
	let notes = loads.get(language)
	if (notes === undefined) {
		notes = load().then(
			(file) => file.patchNotes,
			() => null,
		)
		loads.set(language, notes)
	}
	return notes
}

/** A note's day as the player's language writes it; the day is a calendar date, so read in UTC. */
function formatDay(day: string, language: string): string {
	return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(`${day}T00:00:00Z`),
	)
}

/**
 * The Patch notes dialog's body: every note of the content pack, newest first, each dated, in the
 * page's language (English where a note has no translation). It suspends while the language's
 * notes load; after a switch of language it keeps the notes it shows until the new ones are there.
 */
export function PatchNotesDialog() {
	const { i18n } = useTranslation()
	const notes = notesIn(useDeferredValue(i18n.language))
	const translated = notes === null ? null : use(notes)
	return (
		<div className="patch-notes">
			{PATCH_NOTES.map((note) => {
				const { title, items } = translated?.[note.id] ?? note
				return (
					<article key={note.id} className="patch-notes__entry" aria-labelledby={`note-${note.id}`}>
						<h3 id={`note-${note.id}`} className="patch-notes__title">
							{title}
						</h3>
						<p className="patch-notes__date">
							<time dateTime={note.date}>{formatDay(note.date, i18n.language)}</time>
						</p>
						<ul>
							{items.map((item) => (
								<li key={item}>{item}</li>
							))}
						</ul>
					</article>
				)
			})}
		</div>
	)
}
