import { ChallengeBodySchema, type DailyAnswer } from '@dragondle/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, expect, test, vi } from 'vitest'
import { ChallengeLink } from './challenge-link.tsx'

const TOKEN = 'A'.repeat(38)
const FUSION_PICTURE = '/art/i/0123456789abcdef0123.webp'
const TECHNIQUE_PICTURE = '/art/i/1123456789abcdef0123.webp'
const SILHOUETTE_PICTURE = '/art/i/2123456789abcdef0123.webp'

const BASE = { game_numero: 42, yesterday: 'Vegeta', clues: {} }

/** A won answer of each mode; the fusion is a later form, whose name its first form shares. */
const ANSWERS: Record<DailyAnswer['mode'], DailyAnswer> = {
	classic: { ...BASE, mode: 'classic', champion_name: 'Goku' },
	fusion: {
		...BASE,
		mode: 'fusion',
		champion_name: 'Vegito',
		fusion_imageUrl: FUSION_PICTURE,
		fusion_coordinates_x: 50,
		fusion_coordinates_y: 26,
		fusion_scale_factor: 2.2,
		fusion_components: ['Goku', 'Vegeta'],
	},
	technique: {
		...BASE,
		mode: 'technique',
		champion_name: 'Vegeta',
		technique_name: 'Final Flash',
		technique_imageUrl: TECHNIQUE_PICTURE,
	},
	silhouette: {
		...BASE,
		mode: 'silhouette',
		champion_name: 'Bulma',
		silhouette_x: 60,
		silhouette_y: 30,
		silhouette_imageUrl: SILHOUETTE_PICTURE,
	},
}

/** Answers POST /api/challenges with a token and keeps the bodies sent. */
function stubChallenges() {
	const bodies: unknown[] = []
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		expect(String(input)).toBe('/api/challenges')
		bodies.push(JSON.parse(String(init?.body)))
		return new Response(JSON.stringify({ token: TOKEN }), {
			status: 200,
			headers: { 'content-type': 'application/json' },
		})
	})
	return bodies
}

afterEach(() => {
	vi.unstubAllGlobals()
})

test.each([
	['fusion', { mode: 'fusion', name: 'Vegito', picture: FUSION_PICTURE, nbGuesses: 3 }],
	[
		'technique',
		{ mode: 'technique', name: 'Vegeta', technique: 'Final Flash', picture: TECHNIQUE_PICTURE, nbGuesses: 3 },
	],
	['silhouette', { mode: 'silhouette', name: 'Bulma', picture: SILHOUETTE_PICTURE, nbGuesses: 3 }],
	['classic', { mode: 'classic', name: 'Goku', nbGuesses: 3 }],
] as const)(
	'a %s challenge names the answer by its name and the picture it was found in',
	async (mode, sent) => {
		const user = userEvent.setup()
		const bodies = stubChallenges()
		render(<ChallengeLink answer={ANSWERS[mode]} nbGuesses={3} />)
		await user.click(screen.getByRole('button', { name: 'Copy challenge link' }))
		expect(await screen.findByRole('status')).toHaveTextContent('Challenge link copied')
		expect(bodies).toEqual([sent])
		expect(v.parse(ChallengeBodySchema, bodies[0])).toEqual(sent)
		expect(await navigator.clipboard.readText()).toMatch(new RegExp(`/challenge/${TOKEN}$`))
	},
)
