import { CLASSIC_CATEGORIES, CLUE_AFTER_TRIES } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { ColorLegend } from './color-tutorial.tsx'

/**
 * Classic's help (docs/product.md §2 "Dialogs"): the colour indicators and their marks, the properties
 * compared, the challenger zone and the clues.
 */
export function ClassicHelp() {
	const { t } = useTranslation('game')
	return (
		<div className="help">
			<p>{t('help.classicIntro')}</p>
			<h3>{t('tutorial.title')}</h3>
			<ColorLegend />
			<p>{t('help.classicMarks')}</p>
			<h3>{t('help.classicProperties')}</h3>
			<p>{t('help.classicPropertiesIntro')}</p>
			<dl className="help__properties">
				{CLASSIC_CATEGORIES.map((category) => (
					<div key={category}>
						<dt>{t(`classic.categories.${category}`)}</dt>
						<dd>{t(`classic.tooltips.${category}`)}</dd>
					</div>
				))}
			</dl>
			<h3>{t('help.classicChallenger')}</h3>
			<p>{t('help.classicChallengerText')}</p>
			<h3>{t('help.classicClues')}</h3>
			<p>{t('help.classicCluesText', { count: CLUE_AFTER_TRIES })}</p>
			<p>{t('help.classicDuplicate')}</p>
			<p>{t('help.common')}</p>
		</div>
	)
}
