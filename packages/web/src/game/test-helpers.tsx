import type { ContentPack } from '@dragondle/content'
import { type DailyAnswer, encryptJson, type Saga } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import type { LayoutContext } from '../../components/root-layout.tsx'
import { ClassicPage } from './classic-page.tsx'

/** Test data and a fake network for the Classic screen; only fetch is replaced, never core. */
const SAGAS: Saga[] = [
	{ arc: 'Emperor Pilaf', subSaga: 'Emperor Pilaf Saga', saga: 'DB', chapters: [1, 23], episodes: [1, 13] },
	{ arc: 'Saiyan', subSaga: 'Vegeta Saga', saga: 'DBZ', chapters: [195, 246], episodes: [1, 35] },
	{ arc: 'Frieza', subSaga: 'Namek Saga', saga: 'DBZ', chapters: [247, 329], episodes: [36, 107] },
]

export const PACK: ContentPack = {
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
	fusions: [],
	techniques: [],
}

export const KEY = 'dragondle-dev'

export type FakeApi = {
	answer: DailyAnswer
	/** Names the answer-name route gives, in turn; the last one repeats. */
	answerNames?: string[]
	winnerCount?: number
	/** The winners route cannot be reached at all. */
	isWinnersDown?: boolean
	/** The POST's answer, or 'network' for a connection that never succeeds. */
	win?: { rank: number; count: number } | 'network'
	/** Answers of the answer route after the first (a new day), in turn. */
	nextAnswers?: DailyAnswer[]
}

export function dailyAnswer(fields: Partial<DailyAnswer> = {}): DailyAnswer {
	return { game_numero: 42, yesterday: 'Vegeta', champion_name: 'Goku', clues: {}, ...fields }
}

function json(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Installs a fetch that answers the API routes like the server would; returns the spy. */
export function stubApi(api: FakeApi) {
	const answers = [api.answer, ...(api.nextAnswers ?? [])]
	const names = api.answerNames ?? [api.answer.champion_name]
	let answerCalls = 0
	let nameCalls = 0
	const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), 'http://localhost')
		if (init?.method === 'POST') {
			if (api.win === 'network') throw new TypeError('Failed to fetch')
			const win = api.win ?? { rank: 1, count: 1 }
			return json({ correct: true, ...win })
		}
		if (url.pathname.endsWith('/answer/name')) {
			const name = names[Math.min(nameCalls++, names.length - 1)]
			return json({ data: await encryptJson(name, KEY) })
		}
		if (url.pathname.endsWith('/answer')) {
			const answer = answers[Math.min(answerCalls++, answers.length - 1)]
			return json({ data: await encryptJson(answer, KEY) })
		}
		if (url.pathname.startsWith('/api/winners/')) {
			if (api.isWinnersDown === true) throw new TypeError('Failed to fetch')
			return json({ count: api.winnerCount ?? 0 })
		}
		return json({ message: 'Not found' }, 404)
	})
	vi.stubGlobal('fetch', fetchSpy)
	return fetchSpy
}

/**
 * The Classic page inside a router, with the layout's outlet context, as the app mounts it; `strict`
 * renders it inside StrictMode as main.tsx does.
 */
export function renderClassic(pack: ContentPack = PACK, { strict = false } = {}) {
	const context: LayoutContext = { openDialog: vi.fn() }
	const router = createMemoryRouter(
		[
			{
				path: '/',
				element: <Outlet context={context} />,
				children: [
					{ path: 'classic', element: <ClassicPage pack={pack} /> },
					{ path: 'fusion', element: <p>Fusion page</p> },
				],
			},
		],
		{ initialEntries: ['/classic'] },
	)
	const app = <RouterProvider router={router} />
	return { context, ...render(strict ? <StrictMode>{app}</StrictMode> : app) }
}
