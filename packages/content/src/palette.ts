/** Skin tone: what 'Bald' shows as a hair colour. */
export const SKIN = '#e8b48a'

/**
 * Hair colour names of the content pack mapped to our own palette, for the web's avatar fallback
 * (an icon that has not loaded); keys are lower case.
 */
export const HAIR_COLOURS: Readonly<Record<string, string>> = {
	bald: SKIN,
	black: '#1f2330',
	blonde: '#f2d16b',
	blond: '#f2d16b',
	yellow: '#f6d743',
	gold: '#f5b82e',
	golden: '#f5b82e',
	brown: '#7a4a2a',
	red: '#c83a32',
	orange: '#f08a24',
	pink: '#f29ac4',
	purple: '#7d4bb5',
	lavender: '#b59be0',
	violet: '#8b5cf6',
	blue: '#3b82f6',
	teal: '#14b8a6',
	cyan: '#22c3d8',
	green: '#3aa655',
	white: '#f1f1ee',
	silver: '#c9ced6',
	grey: '#9aa0a8',
	gray: '#9aa0a8',
}

/** Hex colour for a hair colour name, ignoring case and spaces around it; undefined when unknown. */
export function hairHex(name: string | undefined): string | undefined {
	return HAIR_COLOURS[(name ?? '').trim().toLowerCase()]
}
