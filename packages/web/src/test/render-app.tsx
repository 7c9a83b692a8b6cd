import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '../app.tsx'

/** Mounts the whole app (layout and lazy pages) at a path, as a player would land on it. */
export function renderApp(path = '/') {
	const router = createMemoryRouter(routes, { initialEntries: [path] })
	return { router, ...render(<RouterProvider router={router} />) }
}
