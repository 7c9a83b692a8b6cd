import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { STORED_LOCALE } from '../i18n.ts'
import { useStored, writeStored } from '../storage.ts'

/** English is the only enabled locale for now; the others are listed, disabled (DESIGN.md "Language"). */
const LOCALES = [
	{ value: STORED_LOCALE, enabled: true },
	{ value: 'fr_FR', enabled: false },
	{ value: 'es_ES', enabled: false },
	{ value: 'de_DE', enabled: false },
	{ value: 'it_IT', enabled: false },
	{ value: 'pt_BR', enabled: false },
] as const
const LocaleSchema = z.enum([STORED_LOCALE])

export function LanguagePicker() {
	const { t } = useTranslation()
	const locale = useStored('locale', LocaleSchema, STORED_LOCALE)
	function handleChange(event: ChangeEvent<HTMLSelectElement>) {
		const parsed = z.safeParse(LocaleSchema, event.target.value)
		if (parsed.success) writeStored('locale', parsed.data)
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
