import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_VERSION, LOCALES } from '../i18n.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'

/**
 * The header's language picker (docs/product.md §1 "Language"): every language, each under its own
 * name and marked as in that language (a screen reader reads "Español" in Spanish), those this build
 * has no strings for disabled. It shows the language the strings are in, and a pick is stored with
 * this build's language version; i18n.ts follows the stored choice (decisions 100 and 104).
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
			{LOCALES.map(({ value, language, enabled }) => (
				<option key={value} value={value} lang={language} disabled={!enabled}>
					{t(`languages.${value}`)}
				</option>
			))}
		</select>
	)
}
