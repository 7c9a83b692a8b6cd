import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const COPIED_NOTE_MS = 5000

type CopyState = 'idle' | 'copied' | 'failed'

/** The share text with a Copy button; 'Copied!' shows for 5 s (spec §9). */
export function ShareBlock({ text }: { text: string }) {
	const { t } = useTranslation('game')
	const [copyState, setCopyState] = useState<CopyState>('idle')

	async function handleCopy() {
		try {
			await navigator.clipboard.writeText(text)
			setCopyState('copied')
		} catch {
			setCopyState('failed')
		}
		setTimeout(() => setCopyState('idle'), COPIED_NOTE_MS)
	}

	return (
		<section className="share-block" aria-label={t('share.title')}>
			<h3 className="share-block__title">{t('share.title')}</h3>
			<pre className="share-block__text">{text}</pre>
			<button type="button" className="button share-block__copy" onClick={handleCopy}>
				{t('share.copy')}
			</button>
			<p className="share-block__note" role="status">
				{copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.copyFailed') : ''}
			</p>
		</section>
	)
}
