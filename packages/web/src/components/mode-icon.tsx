import type { Mode } from '@dragondle/core'
import type { ReactNode } from 'react'

type Props = { mode: Mode; size?: number }

/** Our own simple glyph per mode; decorative, so the surrounding link or card carries the name. */
export function ModeIcon({ mode, size = 32 }: Props) {
	return (
		<svg
			className="mode-icon"
			width={size}
			height={size}
			viewBox="0 0 32 32"
			aria-hidden="true"
			focusable="false"
		>
			<circle cx="16" cy="16" r="15" className="mode-icon__disc" />
			{GLYPHS[mode]}
		</svg>
	)
}

const GLYPHS: Record<Mode, ReactNode> = {
	// a 3 × 3 tile grid
	classic: (
		<g className="mode-icon__glyph">
			{[9, 14.5, 20].flatMap((y) =>
				[9, 14.5, 20].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" />),
			)}
		</g>
	),
	// two halves joining
	fusion: (
		<g className="mode-icon__glyph">
			<path d="M15 8a8 8 0 0 0 0 16z" />
			<path d="M17 8a8 8 0 0 1 0 16z" opacity="0.6" />
		</g>
	),
	// a burst of energy
	technique: (
		<path
			className="mode-icon__glyph"
			d="M16 5l2.6 7.4L26 10l-5 6 5 6-7.4-2.4L16 27l-2.6-7.4L6 22l5-6-5-6 7.4 2.4z"
		/>
	),
	// a figure's outline
	silhouette: (
		<g className="mode-icon__glyph">
			<circle cx="16" cy="11" r="4" />
			<path d="M8 26c0-5 3.6-9 8-9s8 4 8 9z" />
		</g>
	),
}
