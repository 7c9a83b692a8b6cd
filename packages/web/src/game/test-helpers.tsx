import type { PlayContent } from '@dragondle/content'
import { type DailyAnswer, encryptJson, type GuessCount, MODES, type Mode, type Saga } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, StrictMode, useState } from 'react'
import { vi } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { type LayoutContext, LayoutProvider } from '../hooks/use-layout.ts'
import { definition as classic } from '../modes/classic/classic-mode.tsx'
import { definition as fusion } from '../modes/fusion/fusion-mode.tsx'
import { definition as silhouette } from '../modes/silhouette/silhouette-mode.tsx'
import { definition as technique } from '../modes/technique/technique-mode.tsx'
import type { AnyModeDefinition } from './definition.ts'
import { GamePage } from './game-page.tsx'

/** Test data and a fake network for the game screens; only fetch is replaced, never core. */
const SAGAS: Saga[] = [
	{
		arc: 'Emperor Pilaf',
		subSaga: 'Emperor Pilaf Saga',
		saga: 'DB',
		chapters: [1, 23],
		episodes: [1, 13],
		released: '1986-02-26',
	},
	{
		arc: 'Saiyan',
		subSaga: 'Vegeta Saga',
		saga: 'DBZ',
		chapters: [195, 246],
		episodes: [1, 35],
		released: '1989-04-26',
	},
	{
		arc: 'Frieza',
		subSaga: 'Namek Saga',
		saga: 'DBZ',
		chapters: [247, 329],
		episodes: [36, 107],
		released: '1990-02-14',
	},
]

export const PACK: PlayContent = {
	characters: [
		makeCharacter({ championId: 0, championName: 'Goku', nbDeaths: 1 }),
		makeCharacter({ championId: 1, championName: 'Goku Black', affiliation: [], nbDeaths: 2 }),
		makeCharacter({
			championId: 2,
			championName: 'Gohan',
			race: ['Saiyan', 'Human'],
			animeDebut: 'DBZ/1',
			nbDeaths: 1,
		}),
		makeCharacter({
			championId: 3,
			championName: 'Vegeta',
			animeDebut: 'DBZ/5',
			hair: ['Black'],
			nbDeaths: 3,
		}),
		makeCharacter({
			championId: 4,
			championName: 'Piccolo',
			race: ['Namekian'],
			origin: 'Namek',
			hair: ['Bald'],
			nbDeaths: 0,
			hasTransformation: false,
			animeDebut: 'DBZ/40',
		}),
		makeCharacter({
			championId: 5,
			championName: 'Mr. Satan',
			race: ['Human'],
			aliases: ['Hercule'],
			nbDeaths: 1,
		}),
		makeCharacter({ championId: 6, championName: 'Bulma', gender: 'Female', race: ['Human'], nbDeaths: 0 }),
		// the same tiles as Goku: a guess of him shows the duplicate notice when Goku is the answer
		makeCharacter({ championId: 7, championName: 'Kakarot Twin', nbDeaths: 1 }),
	],
	sagas: SAGAS,
}

export const KEY = 'dragondle-dev'

/** How long each mode's board waits after a win before the end panel (docs/product.md §4 "Game flow"). */
export const END_DELAYS: Record<Mode, number> = {
	classic: 4400,
	fusion: 250,
	technique: 250,
	silhouette: 250,
}

export type FakeApi = {
	answer: DailyAnswer
	/** Names the answer-name route gives, in turn; the last one repeats. */
	answerNames?: string[]
	winnerCount?: number
	/** The winners route cannot be reached at all. */
	isWinnersDown?: boolean
	/** The winners by guess number the server counts (GET /api/winners/:mode/guesses); none by default. */
	winnerGuesses?: GuessCount[]
	/** The POST's answer, or 'network' for a connection that never succeeds. */
	win?: { rank: number; count: number } | 'network'
	/** Answers of the answer route after the first (a new day), in turn. */
	nextAnswers?: DailyAnswer[]
	/** The first this many requests for the answer never answer (a stalled connection). */
	hangingAnswerRequests?: number
	/** The day `/cache/cache.json` holds for every mode and region; without it the bundle is a 404. */
	bundle?: DailyAnswer
	/** Nothing answers at all (offline). */
	isOffline?: boolean
	/** POST /api/players answers 429: this address has had its player ids for the hour. */
	isPlayerIssueLimited?: boolean
}

/** A request that never answers on its own; only its abort ends it. */
function hang(init: RequestInit | undefined): Promise<Response> {
	return new Promise((_resolve, reject) => {
		init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
	})
}

/** Every mode's definition, as the registry loads them. */
export const DEFINITIONS = { classic, fusion, technique, silhouette } as const

const IMAGE_URL = '/art/i/0123456789abcdef0123.webp'

/** Each mode's own answer fields, for a day whose answer is Goku. */
const MODE_FIELDS = {
	classic: {},
	fusion: {
		fusion_imageUrl: IMAGE_URL,
		fusion_coordinates_x: 50,
		fusion_coordinates_y: 24,
		fusion_late_x: 50,
		fusion_late_y: 40,
		fusion_scale_factor: 2,
		fusion_components: ['Bulma', 'Piccolo'],
	},
	technique: { technique_name: 'Kamehameha', technique_imageUrl: IMAGE_URL },
	silhouette: {
		silhouette_x: 60,
		silhouette_y: 30,
		silhouette_late_x: 50,
		silhouette_late_y: 20,
		silhouette_imageUrl: IMAGE_URL,
	},
} as const

type CommonFields = Partial<Pick<DailyAnswer, 'game_numero' | 'yesterday' | 'champion_name' | 'clues'>>

/** Game 42 of a mode (Classic by default), whose answer is Goku; `fields` change what a test is about. */
export function dailyAnswer(fields: CommonFields = {}, mode: Mode = 'classic'): DailyAnswer {
	const { game_numero = 42, yesterday = 'Vegeta', champion_name = 'Goku', clues = {} } = fields
	return { mode, game_numero, yesterday, champion_name, clues, ...MODE_FIELDS[mode] } as DailyAnswer
}

function json(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The cached bundle of a day: every mode's answer, the same in both regions. */
async function bundleOf(day: DailyAnswer) {
	const entries = await Promise.all(
		MODES.map(async (mode) => {
			const answer = await encryptJson(dailyAnswer(day, mode), KEY)
			const name = await encryptJson(day.champion_name, KEY)
			const entry = {
				answerEncrypted_eu: answer,
				answerEncrypted_us: answer,
				answerNameEncrypted_eu: name,
				answerNameEncrypted_us: name,
			}
			return [mode, entry] as const
		}),
	)
	return Object.fromEntries(entries)
}

/** Installs a fetch that answers the API routes like the server would; returns the spy. */
export function stubApi(api: FakeApi) {
	const answers = [api.answer, ...(api.nextAnswers ?? [])]
	const names = api.answerNames ?? [api.answer.champion_name]
	let answerCalls = 0
	let nameCalls = 0
	let hanging = api.hangingAnswerRequests ?? 0
	const issued = new Set<string>()
	const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), 'http://localhost')
		if (api.isOffline === true) throw new TypeError('Failed to fetch')
		if (url.pathname === '/cache/cache.json') {
			if (api.bundle === undefined) return json({ message: 'Not found' }, 404)
			return json(await bundleOf(api.bundle))
		}
		if (init?.method === 'POST' && url.pathname === '/api/players') {
			if (api.isPlayerIssueLimited === true) return json({ message: 'Too many requests' }, 429)
			const player = `issued-player-${issued.size + 1}`
			issued.add(player)
			return json({ player })
		}
		if (init?.method === 'POST') {
			if (api.win === 'network') throw new TypeError('Failed to fetch')
			// the server counts only the ids it issued
			if (!issued.has(JSON.parse(String(init.body)).player)) {
				return json({ message: 'Unknown player', code: 'UNKNOWN_PLAYER' }, 403)
			}
			const win = api.win ?? { rank: 1, count: 1 }
			return json({ correct: true, ...win })
		}
		if (url.pathname.endsWith('/answer/name')) {
			const name = names[Math.min(nameCalls++, names.length - 1)]
			return json({ data: await encryptJson(name, KEY) })
		}
		if (url.pathname.endsWith('/answer')) {
			if (hanging-- > 0) return hang(init)
			const answer = answers[Math.min(answerCalls++, answers.length - 1)] ?? api.answer
			// another mode's page asks for its own answer: the same day, in that mode's shape
			const mode = MODES.find((known) => url.pathname === `/api/games/${known}/answer`) ?? answer.mode
			// the mode's own answer as given (a test may set its mode's fields), another mode's reshaped
			const shaped = answer.mode === mode ? answer : dailyAnswer(answer, mode)
			return json({ data: await encryptJson(shaped, KEY) })
		}
		if (url.pathname.startsWith('/api/winners/')) {
			if (api.isWinnersDown === true) throw new TypeError('Failed to fetch')
			if (url.pathname.endsWith('/guesses')) return json({ byGuesses: api.winnerGuesses ?? [] })
			return json({ count: api.winnerCount ?? 0 })
		}
		return json({ message: 'Not found' }, 404)
	})
	vi.stubGlobal('fetch', fetchSpy)
	return fetchSpy
}

function pageOf(definition: AnyModeDefinition, pack: PlayContent) {
	// each mode's page with its own definition type
	switch (definition.mode) {
		case 'classic':
			return <GamePage definition={definition} pack={pack} />
		case 'fusion':
			return <GamePage definition={definition} pack={pack} />
		case 'technique':
			return <GamePage definition={definition} pack={pack} />
		case 'silhouette':
			return <GamePage definition={definition} pack={pack} />
	}
}

/**
 * A mode's page inside a router, with the layout's context, as the app mounts it; the other modes'
 * paths show a stand-in. `strict` renders it inside StrictMode as start.tsx does.
 */
export function renderMode(mode: Mode = 'classic', pack: PlayContent = PACK, { strict = false } = {}) {
	const context: LayoutContext = { openDialog: vi.fn() }
	const app = (
		<TestPage path={`/${mode}`} context={context}>
			<Switch>
				{MODES.map((path) => (
					<Route key={path} path={`/${path}`}>
						{path === mode ? pageOf(DEFINITIONS[path], pack) : <p>{path} page</p>}
					</Route>
				))}
			</Switch>
		</TestPage>
	)
	return { context, ...render(strict ? <StrictMode>{app}</StrictMode> : app) }
}

/** A page in a router that starts at `path`, with the layout's context, as the app mounts its pages (app.tsx). */
export function TestPage({
	path,
	context,
	children,
}: {
	path: string
	context: LayoutContext
	children: ReactNode
}) {
	const [{ hook }] = useState(() => memoryLocation({ path }))
	return (
		<Router hook={hook}>
			<LayoutProvider value={context}>{children}</LayoutProvider>
		</Router>
	)
}

export type Player = ReturnType<typeof userEvent.setup>

/** Fake timers that also follow the real clock, so loading and network still run on their own. */
export function playerWithFakeTimers(): Player {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

/** Types a name in the guess box, closes the suggestions and submits it, as a keyboard player would. */
/**
 * The guess box once the day has loaded: before, the screen shows the box of its first paint,
 * disabled (decision 113).
 */
export async function findGuessBox(name?: RegExp): Promise<HTMLElement> {
	return waitFor(
		() => {
			const input = screen.getByRole('combobox', name ? { name } : {})
			if (input.hasAttribute('disabled')) throw new Error('the guess box is still loading')
			return input
		},
		{ timeout: 3000 },
	)
}

export async function guess(user: Player, name: string): Promise<void> {
	await user.type(await findGuessBox(/character name/i), `${name}{Escape}{Enter}`)
}
