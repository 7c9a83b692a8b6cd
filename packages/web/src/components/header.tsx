import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import type { DialogKind } from './dialog.tsx'
import { GamesProgress } from './games-progress.tsx'
import { Icon, type IconName } from './icons.tsx'
import { LanguagePicker } from './language-picker.tsx'
import { Logo } from './logo.tsx'

type Props = { mode: Mode | null; onOpenDialog: (kind: DialogKind) => void }

type ButtonProps = { icon: IconName; label: string; onClick: () => void }

function HeaderButton({ icon, label, onClick }: ButtonProps) {
	return (
		<button type="button" className="icon-button" aria-label={label} title={label} onClick={onClick}>
			<Icon name={icon} />
		</button>
	)
}

/** Logo, settings and language everywhere; inside a game also today's progress and the game's dialogs. */
export function Header({ mode, onOpenDialog }: Props) {
	const { t } = useTranslation()
	return (
		<header className="header">
			<div className="header__top">
				<HeaderButton icon="settings" label={t('header.settings')} onClick={() => onOpenDialog('settings')} />
				<Logo />
				<LanguagePicker />
			</div>
			{mode ? (
				<div className="header__game">
					<GamesProgress />
					<div className="header__buttons">
						<HeaderButton icon="stats" label={t('header.stats')} onClick={() => onOpenDialog('stats')} />
						<HeaderButton icon="streak" label={t('header.streak')} onClick={() => onOpenDialog('transfer')} />
						<HeaderButton icon="help" label={t('header.help')} onClick={() => onOpenDialog('help')} />
						{mode === 'classic' ? (
							<HeaderButton icon="notes" label={t('header.notes')} onClick={() => onOpenDialog('notes')} />
						) : null}
					</div>
				</div>
			) : null}
		</header>
	)
}
