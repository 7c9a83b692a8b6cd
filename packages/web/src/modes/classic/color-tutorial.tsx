import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { useStored, writeStored } from '../../storage.ts'

const KEY = 'hideColorTutorial'
const HiddenSchema = z.boolean()

/** The colour legend above the grid; closing it is remembered on this device (spec §2). */
export function ColorTutorial() {
	const { t } = useTranslation('game')
	const isHidden = useStored(KEY, HiddenSchema, false)
	if (isHidden) return null
	return (
		<aside className="color-tutorial" aria-labelledby="color-tutorial-title">
			<div className="color-tutorial__header">
				<h2 id="color-tutorial-title">{t('tutorial.title')}</h2>
				<button
					type="button"
					className="icon-button color-tutorial__close"
					aria-label={t('tutorial.close')}
					onClick={() => writeStored(KEY, true)}
				>
					<span aria-hidden="true">×</span>
				</button>
			</div>
			<p>{t('tutorial.intro')}</p>
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
		</aside>
	)
}
