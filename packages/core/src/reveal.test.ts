import { expect, test } from 'vitest'
import { blurPx, cropRect, revealCentre, zoomFraction } from './reveal.ts'

test.each([
	[0, true, 0.4],
	[1, true, 0.43],
	[3, true, 0.49],
	[10, true, 0.7],
	[19, true, 0.97],
	[20, true, 1],
	[50, true, 1],
	[0, false, 0.4],
	[12, false, 0.4],
	[-3, true, 0.4],
])(
	'after %d wrong guesses with zoom-out %s the crop shows %d of the picture',
	(wrong, isZoomingOut, fraction) => {
		expect(zoomFraction(wrong, isZoomingOut)).toBe(fraction)
	},
)

test.each([
	[0, true, 8],
	[1, true, 7.3],
	[3, true, 5.9],
	[9, true, 1.7],
	[10, true, 1.5],
	[40, true, 1.5],
	[0, false, 8],
	[15, false, 8],
	[-1, true, 8],
])('after %d wrong guesses with unblur %s the blur is %d px', (wrong, isUnblurring, px) => {
	expect(blurPx(wrong, isUnblurring)).toBe(px)
})

const IMAGE = { width: 600, height: 400 }

test.each([
	['centred', { x: 50, y: 50 }, 0.5, { x: 150, y: 100, width: 300, height: 200 }],
	['at the default silhouette centre', { x: 60, y: 30 }, 0.4, { x: 240, y: 40, width: 240, height: 160 }],
	[
		'pushed back inside from the top-left corner',
		{ x: 0, y: 0 },
		0.4,
		{ x: 0, y: 0, width: 240, height: 160 },
	],
	[
		'pushed back inside from the bottom-right corner',
		{ x: 100, y: 100 },
		0.4,
		{ x: 360, y: 240, width: 240, height: 160 },
	],
	['the whole image at 1', { x: 80, y: 20 }, 1, { x: 0, y: 0, width: 600, height: 400 }],
	['the whole image past 1', { x: 80, y: 20 }, 1.6, { x: 0, y: 0, width: 600, height: 400 }],
])('a crop %s', (_case, centre, fraction, rect) => {
	expect(cropRect(IMAGE, centre, fraction)).toEqual(rect)
})

const OPENING = { x: 50, y: 70 }
const LATE = { x: 40, y: 20 }

test.each([
	['before any wrong guess it is the opening centre', 0, true, { x: 50, y: 70 }],
	['one wrong guess moves it a fifth of the way', 1, true, { x: 48, y: 60 }],
	['three wrong guesses move it three fifths', 3, true, { x: 44, y: 40 }],
	['five wrong guesses reach the late centre', 5, true, { x: 40, y: 20 }],
	// the zoom keeps growing after 5; the centre stays where the head is
	['past five it stays on the late centre', 12, true, { x: 40, y: 20 }],
	// as zoomFraction: the zoom-out switched off keeps the opening view
	['with the zoom-out off it stays on the opening centre', 4, false, { x: 50, y: 70 }],
	['a negative count is no guess', -2, true, { x: 50, y: 70 }],
])('the crop centre: %s', (_case, wrong, isZoomingOut, centre) => {
	expect(revealCentre(OPENING, LATE, wrong, isZoomingOut)).toEqual(centre)
})

test('the centre moves without binary noise (two fifths of the way from 23 to 61)', () => {
	expect(revealCentre({ x: 23, y: 61 }, { x: 61, y: 23 }, 2)).toEqual({ x: 38.2, y: 45.8 })
})
