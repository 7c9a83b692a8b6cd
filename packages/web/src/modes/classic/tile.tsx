import type { Tile as TileData, TileResult } from '@dragondle/core'
import type { TFunction } from 'i18next'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { FactReportLink } from '../../components/fact-report-link.tsx'

/** A shape per result, so colour is never the only cue (docs/product.md §4 "Tile results"). */
const RESULT_MARKS: Record<TileResult, string> = {
	good: '✓',
	partial: '≈',
	bad: '✗',
	superior: '↑',
	inferior: '↓',
}

/** The guessed value as words: lists comma-separated, booleans as yes/no, nothing as 'None'. */
export function tileValueText(tile: TileData, t: TFunction<'game'>): string {
	const { value } = tile
	if (typeof value === 'boolean') return value ? t('classic.values.yes') : t('classic.values.no')
	if (typeof value === 'number') return String(value)
	if (value === null || (Array.isArray(value) && value.length === 0)) return t('classic.values.none')
	return typeof value === 'string' ? value : value.join(', ')
}

type Props = {
	tile: TileData
	/** Whose tile it is, for the 'Report a wrong fact' link. */
	characterName: string
	/** Position among the row's tiles, for the flip stagger (the champion cell flips with the first). */
	index: number
	isAnimated: boolean
}

/** One attribute tile; its accessible name says category, value and result in words. */
export function Tile({ tile, characterName, index, isAnimated }: Props) {
	const { t } = useTranslation('game')
	const valueText = tileValueText(tile, t)
	const category = t(`classic.categories.${tile.category}`)
	const name = t('tileName', {
		category,
		value: valueText,
		result: t(`results.${tile.result}`),
	})
	const style = { '--flip-index': index } as CSSProperties
	return (
		<td aria-label={name} title={name} className="tile-cell">
			<div className={`tile tile--${tile.result}${isAnimated ? ' tile--flip' : ''}`} style={style}>
				{/* the value in words, never a glyph that could read as the result (✔ on a wrong tile) */}
				<span className="tile__value" aria-hidden="true">
					{valueText}
				</span>
				<span className="tile__mark" aria-hidden="true">
					{RESULT_MARKS[tile.result]}
				</span>
			</div>
			<FactReportLink character={characterName} field={category} value={valueText} />
		</td>
	)
}
