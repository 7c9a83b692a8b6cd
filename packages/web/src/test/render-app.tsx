import { act, render } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppRoutes } from '../app.tsx'
import { dailyAnswer, type FakeApi, stubApi } from '../game/test-helpers.tsx'

/** The test's hold on the app's router: where it is, and a way to go elsewhere as a link would. */
export type TestRouter = {
	readonly state: { readonly location: { readonly pathname: string } }
	navigate: (to: string) => Promise<void>
}

/**
 * Mounts the whole app (layout and lazy pages) at a path, as a player would land on it, with the
 * API answering every mode's day (Goku, game 42 unless `api` says otherwise) from the fake network.
 */
export function renderApp(path = '/', api: FakeApi = { answer: dailyAnswer() }) {
	stubApi(api)
	const { hook, navigate, history } = memoryLocation({ path, record: true })
	const router: TestRouter = {
		get state() {
			const current = history.at(-1) ?? path
			return { location: { pathname: current.split('?')[0] ?? current } }
		},
		async navigate(to) {
			await act(async () => {
				navigate(to)
			})
		},
	}
	const view = render(
		<Router hook={hook}>
			<AppRoutes />
		</Router>,
	)
	return { router, ...view }
}
