import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A number shown on its own (a statistic's figure), written as the player's language writes it:
 * `Intl.NumberFormat` in the page's language (decimal comma, digit grouping). A number inside a
 * sentence goes through the locale string's `{{value, number}}` instead, i18next's same formatter.
 */
export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
	const { i18n } = useTranslation()
	const language = i18n.language
	return useMemo(
		() => (value: number, options?: Intl.NumberFormatOptions) =>
			new Intl.NumberFormat(language, options).format(value),
		[language],
	)
}
