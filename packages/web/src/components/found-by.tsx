import { Suspense, use } from 'react'
import { useTranslation } from 'react-i18next'

type Props = { count: Promise<number | null> }

function FoundByCount({ count }: Props) {
	const { t } = useTranslation('game')
	const value = use(count)
	return value !== null && value > 0 ? <p className="found-by">{t('foundBy', { count: value })}</p> : null
}

/** 'Found by N' once the winner count has loaded, and only when someone found the answer (spec §2). */
export function FoundBy({ count }: Props) {
	return (
		<Suspense fallback={null}>
			<FoundByCount count={count} />
		</Suspense>
	)
}
