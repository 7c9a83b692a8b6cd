import { useTranslation } from 'react-i18next'
import { useCopy } from '../hooks/use-copy.ts'

/** The microblog intent for browsers without the Web Share API. */
function intentUrl(text: string): string {
	return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`
}

/**
 * Copy and Share of the stats text (docs/product.md §2 "Dialogs" (Stats)): Share uses the Web Share API where the
 * browser has it, else a microblog intent in a new tab; a refused clipboard shows the text in a box
 * the player can select.
 */
export function StatsActions({ text }: { text: string }) {
	const { t } = useTranslation()
	const { state, copy } = useCopy()

	async function handleShare() {
		if (typeof navigator.share !== 'function') {
			window.open(intentUrl(text), '_blank', 'noopener,noreferrer')
			return
		}
		// a share the player cancels is no error
		await navigator.share({ text }).catch(() => undefined)
	}

	return (
		<div className="stats-actions">
			<div className="stats-actions__buttons">
				<button type="button" className="button" onClick={() => copy(text)}>
					{t('stats.copy')}
				</button>
				<button type="button" className="button" onClick={handleShare}>
					{t('stats.share')}
				</button>
			</div>
			<p role="status" className="stats-actions__note">
				{state === 'copied' ? t('stats.copied') : state === 'failed' ? t('stats.copyFallback') : ''}
			</p>
			{state === 'failed' ? (
				<textarea className="stats-actions__text" readOnly value={text} aria-label={t('stats.copy')} />
			) : null}
		</div>
	)
}
