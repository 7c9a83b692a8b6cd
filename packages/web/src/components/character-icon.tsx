// the palette alone: the package's index would pull the whole pack's JSON into this chunk
import { hairHex, SKIN } from '@dragondle/content/palette'
import type { Character } from '@dragondle/core'
import { useState } from 'react'
import { useGameWords } from '../game-words.ts'

type Props = { character: Character; size?: number }

const FALLBACK = '#6b7280'

/** Background for a hair colour name; unknown names get a neutral grey. */
export function hairColour(name: string | undefined): string {
	return hairHex(name) ?? FALLBACK
}

/** Up to two initials: the first letters of the first two words. */
export function initialsOf(name: string): string {
	const words = name.split(/[\s-]+/).filter((word) => /\p{L}/u.test(word))
	return words
		.slice(0, 2)
		.map((word) => word.match(/\p{L}/u)?.[0] ?? '')
		.join('')
		.toUpperCase()
}

/** Dark text on light backgrounds, light text on dark ones. */
function textColour(hex: string): string {
	const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
	return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 150 ? '#141a2e' : '#fdf6e3'
}

/** Where `npm run art` puts a character's icon (packages/web/public/art, served from the site root). */
export function iconUrl(character: Character): string {
	return `/art/characters/${character.championId}.webp`
}

/**
 * The character's built icon, named for assistive tech by the wrapper, in the page's language. When
 * the icon cannot load (art not built, offline), an original placeholder avatar with the initials
 * takes its place. A list that has each name already (the guess box's suggestions) passes it, so
 * its many icons look nothing up (decision 119).
 */
export function CharacterIcon({ character, size = 48, name }: Props & { name?: string }) {
	return name === undefined ? (
		<IconInPageLanguage character={character} size={size} />
	) : (
		<IconPicture character={character} size={size} name={name} />
	)
}

function IconInPageLanguage({ character, size }: Required<Props>) {
	const name = useGameWords().characterName(character)
	return <IconPicture character={character} size={size} name={name} />
}

function IconPicture({ character, size, name }: Required<Props> & { name: string }) {
	const [hasFailed, setHasFailed] = useState(false)
	return (
		<span
			className="character-icon"
			role="img"
			aria-label={name}
			title={name}
			style={{ display: 'inline-block', width: size, height: size, lineHeight: 0 }}
		>
			{hasFailed ? (
				<InitialsAvatar character={character} name={name} size={size} />
			) : (
				<img
					src={iconUrl(character)}
					alt=""
					width={size}
					height={size}
					loading="lazy"
					decoding="async"
					onError={() => setHasFailed(true)}
				/>
			)}
		</span>
	)
}

/** Original placeholder avatar (no franchise art): hair-coloured disc with the character's initials. */
function InitialsAvatar({ character, name, size }: Required<Props> & { name: string }) {
	const background = hairColour(character.hair[0])
	return (
		<svg aria-hidden="true" width={size} height={size} viewBox="0 0 48 48">
			<rect width="48" height="48" rx="8" fill={background} />
			<circle cx="24" cy="30" r="13" fill={SKIN} opacity="0.9" />
			<text x="24" y="35" textAnchor="middle" fontSize="14" fontWeight="700" fill={textColour(SKIN)}>
				{initialsOf(name)}
			</text>
			<rect
				x="0"
				y="0"
				width="48"
				height="48"
				rx="8"
				fill="none"
				stroke={textColour(background)}
				strokeOpacity="0.25"
			/>
		</svg>
	)
}
