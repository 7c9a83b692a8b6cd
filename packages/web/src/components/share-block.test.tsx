import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ShareBlock } from './share-block.tsx'

/**
 * The share block's title fits its box in CSS (decision 101; the fit itself is checked in a browser by
 * e2e/small-rules.spec.ts): the component gives the stylesheet the title's length.
 */

test('the share block is a region named by its title, which tells the stylesheet its 17 characters', () => {
	render(<ShareBlock text="I found #Dragondle Classic #42 in 2 shots" />)
	const block = screen.getByRole('region', { name: 'Share your result' })
	const title = within(block).getByRole('heading', { level: 3, name: 'Share your result' })
	expect(title.style.getPropertyValue('--title-length')).toBe('17')
	expect(within(block).getByText('I found #Dragondle Classic #42 in 2 shots')).toBeInTheDocument()
	expect(within(block).getByRole('button', { name: 'Copy' })).toBeInTheDocument()
})
