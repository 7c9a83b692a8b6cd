import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useHasUnreadNotes, useReadNotesOfNewPlayer } from '../patch-notes.ts'
import { HeaderButton } from './header-button.tsx'
import { Icon } from './icons.tsx'

/**
 * Classic's Patch notes button with its unread dot. Its own chunk (the notes come with it), so
 * the other pages never download the notes; the dot's words describe the button, whose name stays
 * 'Patch notes'.
 */
export function NotesButton({ onClick }: { onClick: () => void }) {
	const { t } = useTranslation()
	const bubbleId = useId()
	const isUnread = useHasUnreadNotes()
	useReadNotesOfNewPlayer()
	return (
		<HeaderButton
			icon="notes"
			label={t('header.notes')}
			onClick={onClick}
			describedBy={isUnread ? bubbleId : undefined}
		>
			<Icon name="notes" />
			{isUnread ? (
				<span id={bubbleId} className="notes-bubble">
					<span className="visually-hidden">{t('header.notesUnread')}</span>
				</span>
			) : null}
		</HeaderButton>
	)
}
