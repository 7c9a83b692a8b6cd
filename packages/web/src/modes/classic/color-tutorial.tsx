import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue, writeValue } from '../../storage/store.ts'

/** The colour legend above the grid; closing it is remembered on this device (docs/product.md §2). */
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

/** The kinds of tile, in the order the legend lists them, each with the mark its tiles carry. */
const LEGEND = [
	{ kind: 'good', mark: '✓' },
	{ kind: 'partial', mark: '≈' },
	{ kind: 'bad', mark: '✗' },
	{ kind: 'arrows', mark: '↑↓' },
] as const

/**
 * The kinds of tile, each a swatch drawn like a tile (its colour, its mark on a dark badge) beside
 * its sentence in the page's text colour: white words on the tile colours fail contrast (WCAG AA),
 * so no sentence sits on them (shared with the help). The sentences name the colours of the
 * palette in use: the colour-blind one has no green or red to point at.
 */
export function ColorLegend() {
	const { t } = useTranslation('game')
	const palette = useValue(STORAGE_KEYS.colourBlind) ? 'colourBlind' : 'default'
	return (
		<ul className="color-tutorial__list">
			{LEGEND.map(({ kind, mark }) => (
				<li key={kind} className="color-tutorial__item">
					<span className={`color-swatch color-swatch--${kind}`} aria-hidden="true">
						<span className="color-swatch__mark">{mark}</span>
					</span>
					{kind === 'arrows' ? t('tutorial.arrows') : t(`tutorial.${palette}.${kind}`)}
				</li>
			))}
		</ul>
	)
}
