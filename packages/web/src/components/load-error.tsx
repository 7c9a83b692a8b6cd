import type { FallbackProps } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'

/** What a page shows when it could not load: a clear sentence and a way to try again, never a blank page. */
export function LoadError({ resetErrorBoundary }: FallbackProps) {
	const { t } = useTranslation()
	return (
		<div className="load-error" role="alert">
			<p>{t('loadError.message')}</p>
			<button type="button" className="button" onClick={resetErrorBoundary}>
				{t('loadError.retry')}
			</button>
		</div>
	)
}
