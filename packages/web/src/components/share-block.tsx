import { useTranslation } from 'react-i18next'
import { useCopy } from '../hooks/use-copy.ts'

/** The share text with a Copy button; 'Copied!' shows for 5 s (docs/product.md §9). */
export function ShareBlock({ text }: { text: string }) {
	const { t } = useTranslation('game')
	const { state: copyState, copy } = useCopy()

	return (
		<section className="share-block" aria-label={t('share.title')}>
			<h3 className="share-block__title">{t('share.title')}</h3>
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
