import { expect, test } from 'vitest'
import common from './locales/es/common.json' with { type: 'json' }
import play from './locales/es/play.json' with { type: 'json' }
import { pageStringsBlock, pageStringsOf } from './page-strings.ts'

function pageWith(html: string): Document {
	return new DOMParser().parseFromString(
		`<!doctype html><html><head>${html}</head><body></body></html>`,
		'text/html',
	)
}

test('a page carries its start strings in a data block its code reads back', () => {
	const page = pageWith(pageStringsBlock('es', { common, play }))
	expect(page.querySelector('script')?.getAttribute('type')).toBe('application/json')
	expect(pageStringsOf(page)).toEqual({ language: 'es', strings: { common, play } })
})

test('no string can end the block early', () => {
	const strings = { common: { trap: '</script><script>alert(1)</script><!--' }, play: {} }
	const page = pageWith(pageStringsBlock('fr', strings))
	expect(page.querySelectorAll('script')).toHaveLength(1)
	expect(pageStringsOf(page)?.strings).toEqual(strings)
})

test('a page without the block, or with an unreadable one, carries nothing', () => {
	expect(pageStringsOf(pageWith(''))).toBeNull()
	const broken = '<script type="application/json" id="dragondle-strings">{"language":"es",</script>'
	expect(pageStringsOf(pageWith(broken))).toBeNull()
	const unknown = pageStringsBlock('es', { common: {}, play: {} }).replace('"es"', '"klingon"')
	expect(pageStringsOf(pageWith(unknown))).toBeNull()
})
