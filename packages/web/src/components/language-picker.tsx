import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_VERSION, LOCALES } from '../i18n.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'

/**
 * The header's language picker (docs/product.md §1 "Language"): every language, those this build has
 * no strings for disabled. It shows the language the strings are in, and a pick is stored with this
 * build's language version; i18n.ts follows the stored choice (decision 100).
 */
export function LanguagePicker() {
	const { t, i18n } = useTranslation()
	const shown = (LOCALES.find(({ language }) => language === i18n.language) ?? LOCALES[0]).value
	function handleChange(event: ChangeEvent<HTMLSelectElement>) {
		const picked = LOCALES.find(({ value, enabled }) => enabled && value === event.target.value)
		if (picked === undefined) return
		writeValue(STORAGE_KEYS.locale, picked.value)
		writeValue(STORAGE_KEYS.languageVersion, LANGUAGE_VERSION)
	}
	return (
		<select
			className="language-picker"
			aria-label={t('header.language')}
			value={shown}
			onChange={handleChange}
		>
			{LOCALES.map(({ value, enabled }) => (
				<option key={value} value={value} disabled={!enabled}>
					{t(`languages.${value}`)}
				</option>
			))}
		</select>
	)
}
