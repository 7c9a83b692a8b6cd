import { disabledCategories } from '@dragondle/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../components/dialog.tsx'
import { Loading } from '../../components/loading.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import './challenger-zone.css'

// the switches come when the dialog first opens, never with the page's start (decision 127)
const ChallengerSettings = lazy(() =>
	import('./challenger-settings.tsx').then((module) => ({ default: module.ChallengerSettings })),
)

type Props = {
	/** Today's game is won: the choice stays as it was until the next game (docs/product.md §4). */
	isLocked: boolean
	/**
	 * The day has not loaded yet (the first screen, decision 113): the button waits, as a dialog
	 * opened now would close when the game takes the screen over.
	 */
	isWaiting?: boolean
}

/**
 * The challenger zone (docs/product.md §2 "Dialogs", §4 "Challenger zone (Classic)"): a button on Classic's screen that
 * opens a dialog of one switch per category. Only Classic has it, so its open state lives here
 * rather than in the layout's dialog value (decision 081).
 */
export function ChallengerZone({ isLocked, isWaiting = false }: Props) {
	const { t } = useTranslation('game')
	const [isOpen, setOpen] = useState(false)
	const disabled = disabledCategories(useValue(STORAGE_KEYS.classicDisabled))
	return (
		<div className="challenger-zone">
			<button
				type="button"
				className="button challenger-zone__open"
				aria-haspopup="dialog"
				disabled={isWaiting}
				onClick={() => setOpen(true)}
			>
				{t('challenger.open')}
			</button>
			{disabled.length > 0 ? (
				<p className="challenger-zone__active">{t('challenger.active', { count: disabled.length })}</p>
			) : null}
			{isOpen ? (
				<Dialog title={t('challenger.title')} onClose={() => setOpen(false)}>
					<Suspense fallback={<Loading />}>
						<ChallengerSettings disabled={disabled} isLocked={isLocked} />
					</Suspense>
				</Dialog>
			) : null}
		</div>
	)
}
