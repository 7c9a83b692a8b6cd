import { act, render } from '@testing-library/react'
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router'
import { AppRoutes } from '../app.tsx'
import { dailyAnswer, type FakeApi, stubApi } from '../game/test-helpers.tsx'

/** The test's hold on the app's router: where it is, and a way to go elsewhere as a link would. */
export type TestRouter = {
	readonly state: { readonly location: Location }
	navigate: (to: string) => Promise<void>
}

/**
 * Mounts the whole app (layout and lazy pages) at a path, as a player would land on it, with the
 * API answering every mode's day (Goku, game 42 unless `api` says otherwise) from the fake network.
 */
export function renderApp(path = '/', api: FakeApi = { answer: dailyAnswer() }) {
	stubApi(api)
	let location: Location | null = null
	let navigate: NavigateFunction | null = null
	function Probe() {
		location = useLocation()
		navigate = useNavigate()
		return null
	}
	const router: TestRouter = {
		get state() {
			if (location === null) throw new Error('the app has not rendered')
			return { location }
		},
		async navigate(to) {
			await act(async () => {
				await navigate?.(to)
			})
		},
	}
	const view = render(
		<MemoryRouter initialEntries={[path]}>
			<AppRoutes />
			<Probe />
		</MemoryRouter>,
	)
	return { router, ...view }
}
