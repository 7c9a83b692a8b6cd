import { expect, test } from 'vitest'
import { factReportHref } from './fact-report.ts'

const REPORT = { title: 'Wrong fact: Goku, Deaths', body: 'Value shown: 2\nIt should be 3' }

test('the issue tracker gets the title and body as query parameters, keeping its own', () => {
	const href = factReportHref(REPORT, {
		factReportUrl: 'https://github.com/dragondle/dragondle/issues/new?labels=data',
		feedbackEmail: 'hello@dragondle.example',
	})
	const url = new URL(href ?? '')
	expect(url.origin + url.pathname).toBe('https://github.com/dragondle/dragondle/issues/new')
	expect(url.searchParams.get('labels')).toBe('data')
	expect(url.searchParams.get('title')).toBe(REPORT.title)
	expect(url.searchParams.get('body')).toBe(REPORT.body)
})

test('without a tracker the report is a mail to the feedback address, spaces as %20', () => {
	expect(factReportHref(REPORT, { feedbackEmail: 'hello@dragondle.example' })).toBe(
		'mailto:hello@dragondle.example?subject=Wrong%20fact%3A%20Goku%2C%20Deaths&body=Value%20shown%3A%202%0AIt%20should%20be%203',
	)
})

test('with neither setting there is no report link', () => {
	expect(factReportHref(REPORT, {})).toBeNull()
	expect(factReportHref(REPORT, { factReportUrl: '', feedbackEmail: '' })).toBeNull()
})
