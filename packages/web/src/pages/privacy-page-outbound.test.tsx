import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { setRuntimeConfig } from '../test/runtime-config.ts'
import { PrivacyPage } from './privacy-page.tsx'

// An install whose operator turned every outbound service on (decision 099).
setRuntimeConfig({
	sentryDsn: 'https://public@o1.ingest.sentry.io/42',
	analyticsUrl: 'https://collect.example/events',
	pageAnalyticsUrl: 'https://views.example/api/send',
})

test('the privacy policy names each service turned on, its host and what it gets', () => {
	render(<PrivacyPage />)
	expect(screen.getByRole('heading', { level: 2, name: 'Others' })).toBeInTheDocument()
	const page = screen.getByRole('article')
	for (const fact of [
		/Error reports \(o1\.ingest\.sentry\.io\): one error in ten/,
		/never your progress or tokens/,
		/Game analytics \(collect\.example\): .* win \(with your guesses and streak\)/,
		/Page analytics \(views\.example\): each page's path \(cut at any \?\)/,
		/with no player id or cookie/,
	]) {
		expect(page).toHaveTextContent(fact)
	}
	expect(page).not.toHaveTextContent('every request goes to this site only')
	expect(page).not.toHaveTextContent('public@')
})
