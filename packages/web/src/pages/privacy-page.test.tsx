import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { PrivacyPage } from './privacy-page.tsx'

// A default install: no outbound service (decision 099). privacy-page-outbound.test.tsx has one
// whose operator turned them on (the page's config is read once per page, so once per file).

test('a default install says every request goes to this site only, and names no service', () => {
	render(<PrivacyPage />)
	expect(screen.getByRole('heading', { level: 2, name: 'Others' })).toBeInTheDocument()
	const page = screen.getByRole('article')
	expect(page).toHaveTextContent(
		'The site loads no third-party trackers, ads or fonts: every request goes to this site only.',
	)
	expect(page).not.toHaveTextContent(/Error reports|Game analytics|Page analytics/)
})
