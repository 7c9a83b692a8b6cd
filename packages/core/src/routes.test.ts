import { expect, test } from 'vitest'
import { MODES } from './modes.ts'
import { matchPage, PAGE_ROUTES } from './routes.ts'

test.each([
	['/', 'menu', {}],
	['/classic', 'daily', {}],
	['/silhouette/archive', 'archive', {}],
	['/fusion/archive/12', 'archiveGame', { gameNumero: '12' }],
	['/technique/practice', 'practice', {}],
	[
		'/challenge/abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-',
		'challenge',
		{ token: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-' },
	],
	['/streak', 'streak', {}],
	['/app', 'app', {}],
	['/privacy_policy', 'privacy', {}],
])('%s is the %s page', (path, page, params) => {
	expect(matchPage(path)).toEqual({ route: expect.objectContaining({ page }), params })
})

test.each([
	'/classic/archive/0',
	'/classic/archive/abc',
	'/classic/archive/1234567',
	'/challenge/short',
	'/Classic',
	'/classic/',
	'/nope',
	'/classic/archive/1/more',
])('%s is no page', (path) => {
	expect(matchPage(path)).toBeNull()
})

test('every mode has its day, archive, past day and practice, titled by its mode', () => {
	for (const mode of MODES) {
		const pages = PAGE_ROUTES.filter((route) => route.mode === mode).map((route) => route.page)
		expect(pages).toEqual(['daily', 'archive', 'archiveGame', 'practice'])
	}
})
