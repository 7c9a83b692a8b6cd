import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '../app.tsx'
import { dailyAnswer, type FakeApi, stubApi } from '../game/test-helpers.tsx'

/**
 * Mounts the whole app (layout and lazy pages) at a path, as a player would land on it, with the
 * API answering every mode's day (Goku, game 42 unless `api` says otherwise) from the fake network.
 */
export function renderApp(path = '/', api: FakeApi = { answer: dailyAnswer() }) {
	stubApi(api)
	const router = createMemoryRouter(routes, { initialEntries: [path] })
	return { router, ...render(<RouterProvider router={router} />) }
}
