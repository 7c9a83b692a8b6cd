import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useCopy } from '../hooks/use-copy.ts'
import './share-block.css'

/**
 * The share text with a Copy button; 'Copied!' shows for 5 s (docs/product.md §9). The title shrinks to
 * fit the block's width, at most 20 px (decision 101): its length goes to the stylesheet.
 */
export function ShareBlock({ text }: { text: string }) {
	const { t } = useTranslation('game')
	const { state: copyState, copy } = useCopy()
	const title = t('share.title')
	const fit = { '--title-length': [...title].length } as CSSProperties

	return (
		<section className="share-block" aria-label={title}>
			<h3 className="share-block__title" style={fit}>
				{title}
			</h3>
			<pre className="share-block__text">{text}</pre>
			<button type="button" className="button share-block__copy" onClick={() => copy(text)}>
				{t('share.copy')}
			</button>
			<p className="share-block__note" role="status">
				{copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.copyFailed') : ''}
			</p>
		</section>
	)
}
