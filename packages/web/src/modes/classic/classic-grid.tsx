import type { ClassicCategory } from '@dragondle/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { GuessRow, type GuessRowData } from './guess-row.tsx'

type Props = {
	/** Oldest first, as the game stores them; the grid shows them newest first. */
	rows: readonly GuessRowData[]
	/** Rows before this index were restored from storage and appear without flipping. */
	firstAnimatedRow: number
	/** The categories on the board: the challenger zone's disabled ones are left out. */
	categories: readonly ClassicCategory[]
}

function ColumnHeader({ title, tooltip }: { title: string; tooltip: string }) {
	const tooltipId = useId()
	return (
		<th scope="col" className="column-header">
			{/* focusable so keyboard users can read the tooltip too */}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: the title reveals its tooltip on focus */}
			<span className="column-header__title" tabIndex={0} aria-describedby={tooltipId}>
				{title}
			</span>
			<span role="tooltip" id={tooltipId} className="column-header__tooltip" aria-hidden="true">
				{tooltip}
			</span>
		</th>
	)
}

/**
 * The answer grid (docs/product.md §2 "Classic screen"): a header row of the categories shown (8 unless the
 * challenger zone hides some), then one row per guess with the same columns. A board narrower than the
 * nine columns shows each guess as a card of three by three, each tile naming its category (decision 108).
 */
export function ClassicGrid({ rows, firstAnimatedRow, categories }: Props) {
	const { t } = useTranslation('game')
	const newestFirst = rows.map((row, index) => ({ row, index })).reverse()
	return (
		<div className="classic-board">
			<table aria-label={t('classic.gridLabel')} className="classic-grid">
				<thead>
					<tr>
						<ColumnHeader title={t('classic.champion')} tooltip={t('classic.championTooltip')} />
						{categories.map((category) => (
							<ColumnHeader
								key={category}
								title={t(`classic.categories.${category}`)}
								tooltip={t(`classic.tooltips.${category}`)}
							/>
						))}
					</tr>
				</thead>
				<tbody>
					{newestFirst.map(({ row, index }) => (
						<GuessRow
							key={row.character.championId}
							character={row.character}
							tiles={row.tiles.filter((tile) => categories.includes(tile.category))}
							isAnimated={index >= firstAnimatedRow}
						/>
					))}
				</tbody>
			</table>
		</div>
	)
}
