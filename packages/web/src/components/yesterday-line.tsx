import { useTranslation } from 'react-i18next'

type Props = { gameNumero: number; name: string | null }

/** "Yesterday's character was #N-1 name"; nothing on the first game (docs/product.md §2). */
export function YesterdayLine({ gameNumero, name }: Props) {
	const { t } = useTranslation('game')
	return name === null ? null : (
		<p className="yesterday">{t('yesterday', { numero: gameNumero - 1, name })}</p>
	)
}
