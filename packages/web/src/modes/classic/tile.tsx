import type { Tile as TileData, TileResult } from '@dragondle/core'
import type { TFunction } from 'i18next'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { FactReportLink } from '../../components/fact-report-link.tsx'
import { type GameWords, useGameWords } from '../../game-words.ts'
import { WORD_SECTIONS } from './tile-sections.ts'

/** A shape per result, so colour is never the only cue (docs/product.md §4 "Tile results"). */
const RESULT_MARKS: Record<TileResult, string> = {
	good: '✓',
	partial: '≈',
	bad: '✗',
	superior: '↑',
	inferior: '↓',
}

/** The tick and the cross of a yes/no value: a stroke in a ring, unlike the result's badge in the corner. */
const YES_NO_PATHS = { yes: 'M7 12.5l3.5 3.5L17 9', no: 'M8.5 8.5l7 7M15.5 8.5l-7 7' } as const

/**
 * A yes/no value (Transforms) as a tick or a cross above its word (docs/product.md §2 "Classic screen"):
 * the word keeps it readable without the symbol, and the tile's name says it to screen readers.
 */
function YesNo({ value, word }: { value: boolean; word: string }) {
	const answer = value ? 'yes' : 'no'
	return (
		<span className={`tile__yes-no tile__yes-no--${answer}`} aria-hidden="true">
			<svg
				width="1.8em"
				height="1.8em"
				viewBox="0 0 24 24"
				aria-hidden="true"
				fill="none"
				stroke="currentColor"
				strokeWidth="2.5"
				strokeLinecap="round"
			>
				<circle cx="12" cy="12" r="10" strokeWidth="1.5" />
				<path d={YES_NO_PATHS[answer]} />
			</svg>
			<br />
			{word}
		</span>
	)
}

/**
 * The guessed value as words in the page's language: lists comma-separated, booleans as yes/no,
 * nothing as 'None'. The tile's value and result stay the English data's (its colour never depends
 * on the language).
 */
export function tileValueText(tile: TileData, t: TFunction<'game'>, words: GameWords): string {
	const { value } = tile
	if (typeof value === 'boolean') return value ? t('classic.values.yes') : t('classic.values.no')
	if (typeof value === 'number') return String(value)
	if (value === null || (Array.isArray(value) && value.length === 0)) return t('classic.values.none')
	const section = WORD_SECTIONS[tile.category]
	const wordOf = (english: string) => (section ? words.word(section, english) : english)
	return typeof value === 'string' ? wordOf(value) : value.map(wordOf).join(', ')
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
	const words = useGameWords()
	const valueText = tileValueText(tile, t, words)
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
				{/* a card has no column headers in sight: each tile names its category (decision 108) */}
				<span className="tile__category" aria-hidden="true">
					{category}
				</span>
				{typeof tile.value === 'boolean' ? (
					<YesNo value={tile.value} word={valueText} />
				) : (
					<span className="tile__value" aria-hidden="true">
						{valueText}
					</span>
				)}
				<span className="tile__mark" aria-hidden="true">
					{RESULT_MARKS[tile.result]}
				</span>
			</div>
			<FactReportLink character={characterName} field={category} value={valueText} />
		</td>
	)
}
