import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, type Mock, test, vi } from 'vitest'
import { dailyAnswer, guess, renderMode, stubApi } from '../game/test-helpers.tsx'
import { renderApp } from '../test/render-app.tsx'
import { setRuntimeConfig } from '../test/runtime-config.ts'

// A default install (decision 099): the operator set links, but no outbound service.
setRuntimeConfig({ siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example/play' }] })

afterEach(() => {
	vi.unstubAllGlobals()
})

/** Every address the page asked. */
function requestedUrls(fetchSpy: Mock): string[] {
	return fetchSpy.mock.calls.map(([input]) => String(input))
}

test('a game played to the win sends nothing beyond the site', async () => {
	const fetchSpy = stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const user = userEvent.setup()
	await guess(user, 'Piccolo')
	await guess(user, 'Goku')
	// the win's post is the last request the game makes
	await vi.waitFor(() =>
		expect(
			fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input)),
		).toContain('/api/games/classic/answer'),
	)
	expect(requestedUrls(fetchSpy).length).toBeGreaterThan(2)
	for (const url of requestedUrls(fetchSpy)) expect(url).toMatch(/^\/(api|cache)\//)
})

test('pages shown and a link to another site followed send nothing at all', async () => {
	const { router } = renderApp('/')
	const fetchSpy = vi.mocked(globalThis.fetch)
	await router.navigate('/privacy_policy')
	expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument()
	document.addEventListener('click', (event) => event.preventDefault(), { once: true })
	const footer = await screen.findByRole('contentinfo')
	await userEvent.setup().click(within(footer).getByRole('link', { name: 'Planetdle' }))
	for (const url of requestedUrls(fetchSpy)) expect(url).toMatch(/^\/(api|cache)\//)
})
