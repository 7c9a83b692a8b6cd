import { type Mode, statsOf } from '@dragondle/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { GamesProgress } from '../components/games-progress.tsx'
import { HeaderButton } from '../components/header-button.tsx'
import { Icon } from '../components/icons.tsx'
import { LanguagePicker } from '../components/language-picker.tsx'
import { Logo } from '../components/logo.tsx'
import { StreakFlame } from '../components/streak-flame.tsx'
import type { PlayKind } from '../game/play.ts'
import type { DialogKind } from '../hooks/use-layout.ts'
import { useToday } from '../hooks/use-today.ts'
import { useHistory } from '../storage/records.ts'
import { PlayKindLine } from './play-kind-line.tsx'

type Props = { mode: Mode | null; play: PlayKind | null; onOpenDialog: (kind: DialogKind) => void }

// Classic only: the button and the notes its dot is about load with the Classic page, never on the others
const NotesButton = lazy(() =>
	import('../components/notes-button.tsx').then((m) => ({ default: m.NotesButton })),
)

/** Opens the patch notes and remembers the newest as seen (loading the notes if the button came before them). */
function openNotes(onOpenDialog: Props['onOpenDialog']) {
	onOpenDialog('notes')
	void import('../patch-notes.ts').then(({ markNotesSeen }) => markNotesSeen())
}

/** The mode's current streak on the streak button: its flame and number, or the plain icon at 0. */
function StreakBadge({ mode }: { mode: Mode }) {
	const history = useHistory(mode)
	const { currentStreak, maxStreak } = statsOf(history, useToday().gameNumero)
	// a streak lost shows its grey flame (docs/product.md §4 "Streak"); none ever, the plain icon
	if (currentStreak === 0) {
		return maxStreak > 0 ? <StreakFlame streak={0} isLost size={22} isDecorative /> : <Icon name="streak" />
	}
	return (
		<span className="streak-badge">
			<StreakFlame streak={currentStreak} size={22} isDecorative />
			<span className="streak-badge__count">{currentStreak}</span>
		</span>
	)
}

/**
 * Logo, settings and language everywhere; inside a game also which kind of game it is, today's
 * progress and the game's dialogs.
 */
export function Header({ mode, play, onOpenDialog }: Props) {
	const { t } = useTranslation()
	return (
		<header className="header">
			<div className="header__top">
				<HeaderButton icon="settings" label={t('header.settings')} onClick={() => onOpenDialog('settings')} />
				<Logo />
				<LanguagePicker />
			</div>
			{play ? <PlayKindLine kind={play} mode={mode} /> : null}
			{mode ? (
				<div className="header__game">
					<GamesProgress />
					<div className="header__buttons">
						<HeaderButton icon="stats" label={t('header.stats')} onClick={() => onOpenDialog('stats')} />
						<HeaderButton icon="streak" label={t('header.streak')} onClick={() => onOpenDialog('transfer')}>
							<StreakBadge mode={mode} />
						</HeaderButton>
						<HeaderButton icon="help" label={t('header.help')} onClick={() => onOpenDialog('help')} />
						{mode === 'classic' ? (
							<Suspense
								fallback={
									<HeaderButton
										icon="notes"
										label={t('header.notes')}
										onClick={() => openNotes(onOpenDialog)}
									/>
								}
							>
								<NotesButton onClick={() => openNotes(onOpenDialog)} />
							</Suspense>
						) : null}
					</div>
				</div>
			) : null}
		</header>
	)
}
