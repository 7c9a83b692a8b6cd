import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deviceRegion } from '../config.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue, writeValue } from '../storage/store.ts'

const CHOICES = ['auto', 'eu', 'us'] as const

/**
 * Whose daily answers are played (docs/architecture.md "Regions"): the device's nearer region, or one the
 * player picks; config.ts turns the stored choice into the day and the API's offset.
 */
export function RegionField() {
	const { t } = useTranslation('settings')
	const id = useId()
	const chosen = useValue(STORAGE_KEYS.region)
	// what Automatic resolves to on this device; a zone change while the dialog is open is too rare to follow
	const [automatic] = useState(() => deviceRegion())
	return (
		<fieldset className="setting-region">
			<legend className="setting__label">{t('region.legend')}</legend>
			<p className="setting__description">{t('region.intro')}</p>
			{CHOICES.map((choice) => (
				<div key={choice} className="setting-region__choice">
					<input
						id={`${id}-${choice}`}
						type="radio"
						name={`${id}-region`}
						checked={chosen === choice}
						aria-describedby={`${id}-${choice}-description`}
						onChange={() => writeValue(STORAGE_KEYS.region, choice)}
					/>
					<label htmlFor={`${id}-${choice}`}>{t(`region.${choice}.label`)}</label>
					<p id={`${id}-${choice}-description`} className="setting__description">
						{t(`region.${choice}.description`, { region: t(`region.${automatic}.label`) })}
					</p>
				</div>
			))}
		</fieldset>
	)
}
