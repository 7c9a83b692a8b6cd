import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '../app.tsx'
import { dailyAnswer, stubApi } from '../game/test-helpers.tsx'

/**
 * Mounts the whole app (layout and lazy pages) at a path, as a player would land on it, with the
 * API answering every mode's day (Goku, game 42) from the fake network.
 */
export function renderApp(path = '/') {
	stubApi({ answer: dailyAnswer() })
	const router = createMemoryRouter(routes, { initialEntries: [path] })
	return { router, ...render(<RouterProvider router={router} />) }
}
