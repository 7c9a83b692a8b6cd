import { CLASSIC_CATEGORIES, CLUE_AFTER_TRIES } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { ColorLegend } from './color-tutorial.tsx'

/**
 * Classic's help (docs/product.md §2 "Dialogs"): the colour indicators and their marks, the properties
 * compared, the challenger zone and the clues.
 */
export function ClassicHelp() {
	const { t } = useTranslation(['help', 'game'])
	return (
		<div className="help">
			<p>{t('classicIntro')}</p>
			<h3>{t('tutorial.title', { ns: 'game' })}</h3>
			<ColorLegend />
			<p>{t('classicMarks')}</p>
			<h3>{t('classicProperties')}</h3>
			<p>{t('classicPropertiesIntro')}</p>
			<dl className="help__properties">
				{CLASSIC_CATEGORIES.map((category) => (
					<div key={category}>
						<dt>{t(`classic.categories.${category}`, { ns: 'game' })}</dt>
						<dd>{t(`classic.tooltips.${category}`, { ns: 'game' })}</dd>
					</div>
				))}
			</dl>
			<h3>{t('classicChallenger')}</h3>
			<p>{t('classicChallengerText')}</p>
			<h3>{t('classicClues')}</h3>
			<p>{t('classicCluesText', { count: CLUE_AFTER_TRIES })}</p>
			<p>{t('classicDuplicate')}</p>
			<p>{t('common')}</p>
		</div>
	)
}
