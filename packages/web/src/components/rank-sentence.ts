import { useTranslation } from 'react-i18next'

/**
 * The sentence of a player's rank among today's finders, as their language says it (decision 111):
 * i18next picks the ordinal plural form through `Intl.PluralRules` with `type: 'ordinal'` (English
 * 1st 2nd 3rd 4th … 11th … 21st … 112th; French 1re, 2e), and the locale file writes the whole
 * sentence around it, the number through `Intl.NumberFormat`.
 */
export function useRankSentence(): (rank: number) => string {
	const { t } = useTranslation('game')
	return (rank) => t('end.rank', { count: rank, ordinal: true })
}
