import { MODES, type Mode } from '@dragondle/core'
import { type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '../components/loading.tsx'

type Props = {
	/** The dialog's body for the chosen mode (its help or its statistics). */
	children: (mode: Mode) => ReactNode
}

/**
 * Help and statistics off a game (the home page's buttons, decision 112): they are a mode's, so the
 * dialog opens on the first mode with the four to choose from, each a pressed-or-not button.
 */
export function ModeChoice({ children }: Props) {
	const { t } = useTranslation()
	const [mode, setMode] = useState<Mode>(MODES[0] ?? 'classic')
	return (
		<>
			<fieldset className="mode-choice">
				<legend className="visually-hidden">{t('dialogs.modeChoice')}</legend>
				{MODES.map((choice) => (
					<button
						key={choice}
						type="button"
						className="mode-choice__button"
						aria-pressed={choice === mode}
						onClick={() => setMode(choice)}
					>
						{t(`modes.${choice}.title`)}
					</button>
				))}
			</fieldset>
			{/* a mode's help loads when first chosen: the choice stays while it does */}
			<Suspense fallback={<Loading />}>{children(mode)}</Suspense>
		</>
	)
}
