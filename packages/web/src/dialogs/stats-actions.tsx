import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const COPIED_NOTE_MS = 5000

/** The microblog intent for browsers without the Web Share API. */
function intentUrl(text: string): string {
	return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`
}

/**
 * Copy and Share of the stats text (spec §2 "Stats"): Share uses the Web Share API where the
 * browser has it, else a microblog intent in a new tab; a refused clipboard shows the text in a box
 * the player can select.
 */
export function StatsActions({ text }: { text: string }) {
	const { t } = useTranslation()
	const [note, setNote] = useState<'copied' | 'fallback' | null>(null)

	async function handleCopy() {
		try {
			await navigator.clipboard.writeText(text)
			setNote('copied')
			setTimeout(() => setNote((current) => (current === 'copied' ? null : current)), COPIED_NOTE_MS)
		} catch {
			setNote('fallback')
		}
	}

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
				<button type="button" className="button" onClick={handleCopy}>
					{t('stats.copy')}
				</button>
				<button type="button" className="button" onClick={handleShare}>
					{t('stats.share')}
				</button>
			</div>
			<p role="status" className="stats-actions__note">
				{note === 'copied' ? t('stats.copied') : note === 'fallback' ? t('stats.copyFallback') : ''}
			</p>
			{note === 'fallback' ? (
				<textarea className="stats-actions__text" readOnly value={text} aria-label={t('stats.copy')} />
			) : null}
		</div>
	)
}
