import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS, useValue, writeValue } from '../../storage.ts'

/** The colour legend above the grid; closing it is remembered on this device (spec §2). */
export function ColorTutorial() {
	const { t } = useTranslation('game')
	const isHidden = useValue(STORAGE_KEYS.hideColorTutorial)
	if (isHidden) return null
	return (
		<aside className="color-tutorial" aria-labelledby="color-tutorial-title">
			<div className="color-tutorial__header">
				<h2 id="color-tutorial-title">{t('tutorial.title')}</h2>
				<button
					type="button"
					className="icon-button color-tutorial__close"
					aria-label={t('tutorial.close')}
					onClick={() => writeValue(STORAGE_KEYS.hideColorTutorial, true)}
				>
					<span aria-hidden="true">×</span>
				</button>
			</div>
			<p>{t('tutorial.intro')}</p>
			<ColorLegend />
		</aside>
	)
}

/** The four kinds of tile, each with its shape and its colour (shared with the help). */
export function ColorLegend() {
	const { t } = useTranslation('game')
	return (
		<ul className="color-tutorial__list">
			<li className="color-tutorial__item color-tutorial__item--good">
				<span aria-hidden="true">✓</span> {t('tutorial.good')}
			</li>
			<li className="color-tutorial__item color-tutorial__item--partial">
				<span aria-hidden="true">≈</span> {t('tutorial.partial')}
			</li>
			<li className="color-tutorial__item color-tutorial__item--bad">
				<span aria-hidden="true">✗</span> {t('tutorial.bad')}
			</li>
			<li className="color-tutorial__item color-tutorial__item--superior">
				<span aria-hidden="true">↑↓</span> {t('tutorial.arrows')}
			</li>
		</ul>
	)
}
