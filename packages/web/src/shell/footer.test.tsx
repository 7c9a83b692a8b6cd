import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../test/render-app.tsx'

test('the footer links the four modes, the privacy policy and shows the year', async () => {
	renderApp('/')
	const footer = await screen.findByRole('contentinfo')
	const games = within(footer).getByRole('navigation', { name: 'More games' })
	expect(
		within(games)
			.getAllByRole('link')
			.map((link) => link.getAttribute('href')),
	).toEqual(['/classic', '/fusion', '/technique', '/silhouette'])
	expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
		'href',
		'/privacy_policy',
	)
	expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Dragondle`)
})
