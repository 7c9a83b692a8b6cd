import {
	CLASSIC_CATEGORIES,
	type ClassicCategory,
	challengerTier,
	disabledCategories,
	shownCategories,
	toggleCategory,
} from '@dragondle/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../components/dialog.tsx'
import { Switch } from '../../components/switch.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue, writeValue } from '../../storage/store.ts'
import './challenger-zone.css'

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
					<ChallengerSettings disabled={disabled} isLocked={isLocked} />
				</Dialog>
			) : null}
		</div>
	)
}

type SettingsProps = { disabled: readonly ClassicCategory[]; isLocked: boolean }

/** The dialog's body: why it may be locked, the switches, and the tier the choice reaches. */
function ChallengerSettings({ disabled, isLocked }: SettingsProps) {
	const { t } = useTranslation('game')
	const shown = shownCategories(disabled)
	const tier = challengerTier(disabled.length)
	function handleChange(category: ClassicCategory, isShown: boolean) {
		// the fieldset is disabled too; this guards a change that slips past it (another tab's win)
		if (isLocked) return
		writeValue(STORAGE_KEYS.classicDisabled, toggleCategory(disabled, category, isShown))
	}
	return (
		<div className="challenger-zone__body">
			<p>{t('challenger.intro')}</p>
			{isLocked ? (
				<p className="challenger-zone__locked" role="note">
					{t('challenger.locked')}
				</p>
			) : null}
			<fieldset className="challenger-zone__categories" disabled={isLocked}>
				<legend>{t('challenger.categories')}</legend>
				{CLASSIC_CATEGORIES.map((category) => {
					const isShown = shown.includes(category)
					const isLast = isShown && shown.length === 1
					return (
						<Switch
							key={category}
							label={t(`classic.categories.${category}`)}
							// the reason sits under the one switch it disables
							description={isLast ? t('challenger.lastOne') : undefined}
							isOn={isShown}
							disabled={isLast}
							onChange={(isOn) => handleChange(category, isOn)}
						/>
					)
				})}
			</fieldset>
			<p className={`challenger-zone__tier challenger-zone__tier--${tier}`} role="status">
				{t(`challenger.tiers.${tier}`, { count: disabled.length })}
			</p>
		</div>
	)
}
