import { expect, test } from 'vitest'
import {
	bootScript,
	pageChunksFor,
	pageChunksOf,
	pageHtml,
	prePaintScript,
	startChunksOf,
	TUTORIAL_CLOSED_KEY,
	withFirstScreen,
	withPageChunks,
} from './prerender-plugin.ts'
import { STORAGE_KEYS } from './src/storage/keys.ts'

type Chunk = {
	imports: string[]
	dynamicImports: string[]
	facadeModuleId?: string
	viteMetadata?: { importedCss: Set<string> }
}

function bundleOf(chunks: Record<string, Chunk>) {
	return Object.fromEntries(
		Object.entries(chunks).map(([fileName, chunk]) => [fileName, { type: 'chunk', fileName, ...chunk }]),
	) as unknown as Parameters<typeof startChunksOf>[0]
}

// decision 094: the boot script is a source file of its own, built with this build's entry and chunks
test("the boot script is src/boot/boot.ts built as JavaScript: it preloads the start's and the page's chunks, then imports the entry", async () => {
	const code = await bootScript(import.meta.dirname, '/assets/index-1.js', ['/assets/a-1.js'])
	expect(code).toContain('import("/assets/index-1.js")')
	expect(code).toContain('["/assets/a-1.js"]')
	expect(code).toContain('"dragondle-chunks"')
	expect(code).toContain('"first-contentful-paint"')
	expect(code).not.toMatch(/__DRAGONDLE_|declare const|: string/)
	// it parses as a script's body (never run here)
	expect(() => new Function(code)).not.toThrow()
})

// decision 094: the boot script asks at once for every chunk the start's steps load
test("the start's chunks: the entry's imports, its dynamic imports and all of theirs, once each", () => {
	const bundle = bundleOf({
		'assets/index.js': {
			imports: ['assets/compat.js'],
			dynamicImports: ['assets/storage.js', 'assets/start.js'],
		},
		'assets/compat.js': { imports: [], dynamicImports: [] },
		'assets/storage.js': { imports: ['assets/compat.js', 'assets/schemas.js'], dynamicImports: [] },
		'assets/schemas.js': { imports: [], dynamicImports: [] },
		'assets/start.js': {
			imports: ['assets/router.js', 'assets/index.js'],
			dynamicImports: ['assets/menu.js'],
		},
		'assets/router.js': { imports: ['assets/compat.js'], dynamicImports: [] },
		'assets/menu.js': { imports: ['assets/cards.js'], dynamicImports: [] },
		'assets/cards.js': { imports: [], dynamicImports: [] },
	})
	expect(startChunksOf(bundle, 'assets/index.js').sort()).toEqual([
		'assets/compat.js',
		'assets/router.js',
		'assets/schemas.js',
		'assets/start.js',
		'assets/storage.js',
	])
	expect(() => startChunksOf(bundle, 'assets/missing.js')).toThrow(/no entry chunk/)
})

// decision 113: a mode's page asks for its board's code and its language's words with the start's
test("each page's chunks after the start: the menu's, or a mode's with the game screen, and each language's game words", () => {
	const bundle = bundleOf({
		'assets/start.js': { imports: [], dynamicImports: [] },
		'assets/menu.js': {
			imports: ['assets/start.js'],
			dynamicImports: [],
			facadeModuleId: '/w/src/pages/menu-page.tsx',
		},
		'assets/classic.js': {
			imports: ['assets/game.js', 'assets/start.js'],
			dynamicImports: ['assets/bonus.js'],
			facadeModuleId: '/w/src/modes/classic/classic-mode.tsx',
			viteMetadata: { importedCss: new Set(['assets/classic.css']) },
		},
		'assets/screen.js': {
			imports: ['assets/game.js'],
			dynamicImports: [],
			facadeModuleId: '/w/src/game/game-page.tsx',
		},
		'assets/game.js': {
			imports: [],
			dynamicImports: [],
			viteMetadata: { importedCss: new Set(['assets/game.css']) },
		},
		'assets/bonus.js': { imports: [], dynamicImports: [], facadeModuleId: '/w/src/game/bonus-question.tsx' },
		'assets/game-en.js': { imports: [], dynamicImports: [], facadeModuleId: '/w/src/locales/en/game.json' },
		'assets/game-fr.js': { imports: [], dynamicImports: [], facadeModuleId: '/w/src/locales/fr/game.json' },
		'assets/words-fr.js': { imports: [], dynamicImports: [], facadeModuleId: '/w/content/data/i18n/fr.json' },
		'assets/notes-fr.js': {
			imports: [],
			dynamicImports: [],
			facadeModuleId: '/w/content/data/i18n/fr.json?patch-notes&lang',
		},
	})
	const pages = pageChunksOf(bundle, new Set(['assets/start.js']))
	expect(pages['/']).toEqual({ chunks: ['/assets/menu.js'], languages: {}, styles: [] })
	expect(pages['/classic']?.chunks.sort()).toEqual([
		'/assets/classic.js',
		'/assets/game.js',
		'/assets/screen.js',
	])
	// decision 113: the board's styles, which its first screen shows before its code has run
	expect(pages['/classic']?.styles.sort()).toEqual(['/assets/classic.css', '/assets/game.css'])
	expect(pages['/classic']?.languages).toEqual({
		en: ['/assets/game-en.js'],
		fr: ['/assets/game-fr.js', '/assets/words-fr.js'],
	})
})

test("a page's HTML names its route's chunks and its language's in a data block; a page with none has no block", () => {
	const pages = {
		'/classic': { chunks: ['/assets/classic.js'], languages: { fr: ['/assets/game-fr.js'] }, styles: [] },
	}
	const html = '<html><head><title>x</title></head><body></body></html>'
	expect(pageChunksFor(pages, '/classic', 'fr')).toEqual(['/assets/classic.js', '/assets/game-fr.js'])
	expect(pageChunksFor(pages, '/classic', 'en')).toEqual(['/assets/classic.js'])
	expect(withPageChunks(html, pageChunksFor(pages, '/classic', 'fr'))).toContain(
		'<script type="application/json" id="dragondle-chunks">["/assets/classic.js","/assets/game-fr.js"]</script>\n\t</head>',
	)
	expect(withPageChunks(html, pageChunksFor(pages, '/privacy_policy', 'fr'))).toBe(html)
})

// decision 113: a mode's first screen paints its board styled, and a closed tutorial never paints
test("a mode's page links its board's styles and runs the pre-paint script in its head; the menu's is left as it is", () => {
	const html = '<html><head><title>x</title></head><body></body></html>'
	expect(withFirstScreen(html, ['/assets/classic.css'], '/assets/pre-paint.js')).toBe(
		'<html><head><title>x</title>\t<link rel="stylesheet" crossorigin href="/assets/classic.css">\n\t\t<script src="/assets/pre-paint.js"></script>\n\t</head><body></body></html>',
	)
	expect(withFirstScreen(html, [], '/assets/pre-paint.js')).toBe(html)
})

// decision 113: a classic script in the head, the one key written in
test('the pre-paint script is src/boot/pre-paint.ts built as JavaScript: it marks <html> when the tutorial was closed', async () => {
	const code = await prePaintScript(import.meta.dirname)
	expect(code).toContain(`localStorage.getItem(${JSON.stringify(TUTORIAL_CLOSED_KEY)})`)
	expect(code).toContain('"tutorial-closed"')
	expect(code).not.toMatch(/__DRAGONDLE_|declare const|^\s*(import|export)\b/m)
	const classes = new Set<string>()
	const page = {
		localStorage: { getItem: (key: string) => (key === TUTORIAL_CLOSED_KEY ? 'true' : null) },
		document: { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
	}
	new Function('localStorage', 'document', code)(page.localStorage, page.document)
	expect([...classes]).toEqual(['tutorial-closed'])
	// storage refused: nothing happens, nothing throws
	const refused = {
		getItem: () => {
			throw new Error('SecurityError')
		},
	}
	expect(() => new Function('localStorage', 'document', code)(refused, page.document)).not.toThrow()
})

test('the pre-paint script reads the stored choice the colour tutorial writes', () => {
	expect(TUTORIAL_CLOSED_KEY).toBe(`app:v1:${STORAGE_KEYS.hideColorTutorial.name}`)
})

const TEMPLATE = `<!doctype html>
<html lang="en">
	<head>
		<meta name="description" content="Dragondle: guess the hidden Dragon Ball character of the day." />
		<title>Dragondle</title>
	</head>
	<body>
		<div id="root"></div>
	</body>
</html>`

// decision 104: each page in its language, with its head's words and its start strings
test('a page is the template in its language: <html lang>, title, description, start strings and first screen', () => {
	const html = pageHtml(TEMPLATE, 'pt-BR', {
		markup: '<main><h1>Escolha um jogo</h1></main>',
		title: 'Dragondle - Clássico & "Fusão" <beta>',
		description: 'Dragondle: adivinhe o personagem secreto de Dragon Ball do dia.',
		stringsBlock: '<script type="application/json" id="dragondle-strings">{}</script>',
	})
	expect(html).toContain('<html lang="pt-BR">')
	expect(html).toContain('<title>Dragondle - Clássico &amp; &quot;Fusão&quot; &lt;beta&gt;</title>')
	expect(html).toContain(
		'<meta name="description" content="Dragondle: adivinhe o personagem secreto de Dragon Ball do dia." />',
	)
	expect(html).toMatch(/<script type="application\/json" id="dragondle-strings">\{\}<\/script>\n\t<\/head>/)
	expect(html).toContain('<div id="root"><main><h1>Escolha um jogo</h1></main></div>')
	expect(html).not.toContain('guess the hidden')
})
