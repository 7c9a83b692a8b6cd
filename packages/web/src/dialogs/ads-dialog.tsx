import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, useValue, writeValue } from '../storage/store.ts'

type Props = {
	/** The answers are stored: the dialog may close. */
	onSaved: () => void
	/**
	 * Given at the first start only: Save hands over to the offer to import instead, when it was never
	 * made (docs/product.md §4 "Transfer: import").
	 */
	onOfferImport?: () => void
}

type Answers = { isOver16: boolean; hasConsent: boolean }

type CheckboxProps = {
	label: string
	note: string
	isChecked: boolean
	disabled?: boolean
	onChange: (isChecked: boolean) => void
}

function Checkbox({ label, note, isChecked, disabled = false, onChange }: CheckboxProps) {
	const id = useId()
	return (
		<div className="ads-opt-in__choice">
			<input
				id={id}
				type="checkbox"
				checked={isChecked}
				disabled={disabled}
				aria-describedby={`${id}-note`}
				onChange={(event) => onChange(event.target.checked)}
			/>
			<label htmlFor={id}>{label}</label>
			<p id={`${id}-note`} className="setting__note">
				{note}
			</p>
		</div>
	)
}

/**
 * The ads opt-in (docs/product.md §2 "Dialogs" (Ads settings), §4 "Ads opt-in (mobile)"): whether the player is over 16 and
 * allows interest-based ads; Save stores both answers (docs/product.md §3 "Other" (opt-in data)). Under 16 there is
 * no consent to give. Shown at the app's first start until answered, reopened from Settings.
 */
export function AdsDialog({ onSaved, onOfferImport }: Props) {
	const { t } = useTranslation('app')
	const stored = useValue(STORAGE_KEYS.adsConsent)
	// the boxes start from the answers given before (none: both unticked) until the player ticks one
	const [edited, setAnswers] = useState<Answers | null>(null)
	const answers = edited ?? {
		isOver16: stored?.isAgeRestricted === false,
		hasConsent: stored?.hasUserConsent === true,
	}
	function handleSave() {
		writeValue(STORAGE_KEYS.adsConsent, {
			isAgeRestricted: !answers.isOver16,
			hasUserConsent: answers.isOver16 && answers.hasConsent,
		})
		// once in the app's life, skipped or not (`showed_import_data_mobile`)
		if (onOfferImport && !readValue(STORAGE_KEYS.showedImportDataMobile)) {
			writeValue(STORAGE_KEYS.showedImportDataMobile, true)
			onOfferImport()
		} else onSaved()
	}
	return (
		<div className="ads-opt-in">
			<p>{t('ads.intro')}</p>
			<Checkbox
				label={t('ads.isOver16')}
				note={t('ads.isOver16Note')}
				isChecked={answers.isOver16}
				onChange={(isOver16) => setAnswers({ isOver16, hasConsent: isOver16 && answers.hasConsent })}
			/>
			<Checkbox
				label={t('ads.hasConsent')}
				note={t('ads.hasConsentNote')}
				isChecked={answers.isOver16 && answers.hasConsent}
				disabled={!answers.isOver16}
				onChange={(hasConsent) => setAnswers({ ...answers, hasConsent })}
			/>
			<button type="button" className="button" onClick={handleSave}>
				{t('ads.save')}
			</button>
		</div>
	)
}
