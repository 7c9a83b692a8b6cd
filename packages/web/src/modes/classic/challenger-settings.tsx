import {
	CLASSIC_CATEGORIES,
	type ClassicCategory,
	challengerTier,
	shownCategories,
	toggleCategory,
} from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Switch } from '../../components/switch.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { writeValue } from '../../storage/store.ts'

type SettingsProps = { disabled: readonly ClassicCategory[]; isLocked: boolean }

/** The dialog's body: why it may be locked, the switches, and the tier the choice reaches. */
export function ChallengerSettings({ disabled, isLocked }: SettingsProps) {
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
