import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { STORED_LOCALE } from '../i18n.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue, writeValue } from '../storage/store.ts'

/** English is the only enabled locale for now; the others are listed, disabled (docs/architecture.md "Language"). */
const LOCALES = [
	{ value: STORED_LOCALE, enabled: true },
	{ value: 'fr_FR', enabled: false },
	{ value: 'es_ES', enabled: false },
	{ value: 'de_DE', enabled: false },
	{ value: 'it_IT', enabled: false },
	{ value: 'pt_BR', enabled: false },
] as const
const LocaleSchema = STORAGE_KEYS.locale.schema

export function LanguagePicker() {
	const { t } = useTranslation()
	const locale = useValue(STORAGE_KEYS.locale)
	function handleChange(event: ChangeEvent<HTMLSelectElement>) {
		const parsed = z.safeParse(LocaleSchema, event.target.value)
		if (parsed.success) writeValue(STORAGE_KEYS.locale, parsed.data)
	}
	return (
		<select
			className="language-picker"
			aria-label={t('header.language')}
			value={locale}
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
