import { useTranslation } from 'react-i18next'
import { patchNotes } from '../patch-notes.ts'

/** A note's day as the player's language writes it; the day is a calendar date, so read in UTC. */
function formatDay(day: string, language: string): string {
	return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(`${day}T00:00:00Z`),
	)
}

/** The Patch notes dialog's body: every note of the content pack, newest first, each dated. */
export function PatchNotesDialog() {
	const { i18n } = useTranslation()
	return (
		<div className="patch-notes">
			{patchNotes().map((note) => (
				<article key={note.id} className="patch-notes__entry" aria-labelledby={`note-${note.id}`}>
					<h3 id={`note-${note.id}`} className="patch-notes__title">
						{note.title}
					</h3>
					<p className="patch-notes__date">
						<time dateTime={note.date}>{formatDay(note.date, i18n.language)}</time>
					</p>
					<ul>
						{note.items.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				</article>
			))}
		</div>
	)
}
