import { useTranslation } from 'react-i18next'

/**
 * A rank as the player's language writes it: i18next picks the ordinal plural form (Intl's
 * `one`/`two`/`few`/`other`: 1st 2nd 3rd 4th … 11th … 21st … 112th in English) and the locale file
 * its suffix, so a locale without suffixes (docs/product.md §2: the plain number elsewhere) just says `{{count}}`.
 */
export function useOrdinal(): (n: number) => string {
	const { t } = useTranslation()
	return (n) => t('rank', { count: n, ordinal: true })
}
