import { CLASSIC_CATEGORIES } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { ColorLegend } from './color-tutorial.tsx'

/** Classic's help: colour indicators, the properties compared, and clues (spec §2 "Dialogs"). */
export function ClassicHelp() {
	const { t } = useTranslation('game')
	return (
		<div className="help">
			<p>{t('help.classicIntro')}</p>
			<h3>{t('tutorial.title')}</h3>
			<ColorLegend />
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
			<h3>{t('help.classicClues')}</h3>
			<p>{t('help.classicCluesText')}</p>
			<p>{t('help.common')}</p>
		</div>
	)
}
