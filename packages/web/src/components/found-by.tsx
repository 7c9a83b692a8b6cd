import { memo, Suspense, use } from 'react'
import { useTranslation } from 'react-i18next'

function FoundByLine({ count }: { count: number | null }) {
	const { t } = useTranslation('game')
	return count !== null && count > 0 ? <p className="found-by">{t('foundBy', { count })}</p> : null
}

function FoundByPending({ count }: { count: Promise<number | null> }) {
	return <FoundByLine count={use(count)} />
}

type Props = {
	/** The winner count, or its read still under way (the line waits for it). */
	count: Promise<number | null> | number | null
}

/**
 * 'Found by N' once the winner count has loaded, and only when someone found the answer (docs/product.md §2).
 * Memoized: a guess re-renders the game, and a count still being retried need not be asked again.
 */
export const FoundBy = memo(function FoundBy({ count }: Props) {
	return count instanceof Promise ? (
		<Suspense fallback={null}>
			<FoundByPending count={count} />
		</Suspense>
	) : (
		<FoundByLine count={count} />
	)
})
