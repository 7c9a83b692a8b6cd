import type { Character, Tile as TileData } from '@dragondle/core'
import { CharacterIcon } from '../../components/character-icon.tsx'
import { useGameWords } from '../../game-words.ts'
import { Tile } from './tile.tsx'

export type GuessRowData = { character: Character; tiles: readonly TileData[] }

type Props = GuessRowData & { isAnimated: boolean }

/**
 * One guess: the champion cell (icon, its name under it on a card) then its tiles (8 unless some are hidden). A new row flips tile by tile,
 * 550 ms apart; the champion cell turns with the first tile (decision 053).
 */
export function GuessRow({ character, tiles, isAnimated }: Props) {
	const characterName = useGameWords().characterName(character)
	return (
		<tr className="guess-row">
			<th scope="row" className={isAnimated ? 'champion-cell tile--flip' : 'champion-cell'}>
				<CharacterIcon character={character} size={64} />
				{/* the name under the icon on a card (decision 108); the icon's name says it to screen readers */}
				<span className="champion-cell__name" aria-hidden="true">
					{characterName}
				</span>
			</th>
			{tiles.map((tile, index) => (
				<Tile
					key={tile.category}
					tile={tile}
					characterName={characterName}
					index={index}
					isAnimated={isAnimated}
				/>
			))}
		</tr>
	)
}
