import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rollup, transformWithOxc } from 'vite'
import { playPack } from './play-pack-plugin.ts'
import type { RenderedPage } from './src/prerender.tsx'

type PrerenderModule = typeof import('./src/prerender.tsx')

const ROOT_ELEMENT = '<div id="root"></div>'
/** What index.html says for every page, which each page's own words replace. */
const TEMPLATE_HEAD = {
	lang: '<html lang="en">',
	title: /<title>[^<]*<\/title>/,
	description: /<meta name="description" content="[^"]*" \/>/,
	end: '</head>',
}

/**
 * Writes each page's first screen into the build's HTML (decisions 094 and 104): `src/prerender.tsx`
 * is built for Node, each page rendered in each language, and its markup put in `#root` of a copy of
 * index.html whose `<html lang>`, title and description are the page's, with its start strings. It
 * runs while the client build writes its files, so the service worker's precache list (made after)
 * has every page. The page's script then renders over this markup, reusing its elements.
 */
export function prerender(): Plugin {
	let root = ''
	return {
		name: 'dragondle-prerender',
		apply: 'build',
		enforce: 'post',
		configResolved(config) {
			root = config.root
		},

		async generateBundle(_options, bundle) {
			const index = bundle['index.html']
			if (index?.type !== 'asset') return
			const emitScript = (name: string, source: string) =>
				this.getFileName(this.emitFile({ type: 'asset', name, source }))
			const { html: template, pages } = await loadAfterFirstPaint(
				root,
				String(index.source),
				bundle,
				(source) => emitScript('boot.js', source),
			)
			const prePaint = `/${emitScript('pre-paint.js', await prePaintScript(root))}`
			if (!template.includes(ROOT_ELEMENT)) this.error(`index.html has no ${ROOT_ELEMENT}`)
			for (const [part, pattern] of Object.entries(TEMPLATE_HEAD)) {
				if (!template.match(pattern)) this.error(`index.html's head has no ${part} to replace`)
			}
			const outDir = mkdtempSync(join(tmpdir(), 'dragondle-prerender-'))
			try {
				await build({
					configFile: false,
					root,
					logLevel: 'warn',
					// the pack as the pages bundle it
					plugins: [playPack(), react()],
					// bundled whole: one copy of each library, as the page has, resolved for Node
					ssr: { noExternal: true },
					build: { ssr: join(root, 'src/prerender.tsx'), outDir, emptyOutDir: true, target: 'node20' },
				})
				const module: PrerenderModule = await import(pathToFileURL(join(outDir, 'prerender.js')).href)
				for (const { path, language, file } of module.PRERENDERED_PAGES) {
					const page = withFirstScreen(
						withPageChunks(
							pageHtml(template, language, await module.renderPage(path, language)),
							pageChunksFor(pages, path, language),
						),
						pages[path]?.styles ?? [],
						prePaint,
					)
					this.emitFile({ type: 'asset', fileName: file, source: page })
				}
			} finally {
				rmSync(outDir, { recursive: true, force: true })
			}
		},
	}
}

/** index.html with one page's first screen, in its language, with its head's words and start strings. */
export function pageHtml(template: string, language: string, page: RenderedPage): string {
	return template
		.replace(TEMPLATE_HEAD.lang, () => `<html lang="${escapeHtml(language)}">`)
		.replace(TEMPLATE_HEAD.title, () => `<title>${escapeHtml(page.title)}</title>`)
		.replace(
			TEMPLATE_HEAD.description,
			() => `<meta name="description" content="${escapeHtml(page.description)}" />`,
		)
		.replace(TEMPLATE_HEAD.end, () => `\t${page.stringsBlock}\n\t</head>`)
		.replace(ROOT_ELEMENT, () => `<div id="root">${page.markup}</div>`)
}

function escapeHtml(text: string): string {
	return text
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * The page's code starts loading once its first screen has painted (decision 094): the first
 * paint needs the HTML and the styles only, and on a slow network the scripts would hold them
 * back. A small module (the CSP allows no inline script) asks for the code and its chunks once
 * the browser has recorded the first contentful paint, at once in a tab in the background (which
 * paints nothing), and after a second at the latest. Waiting for a frame was not enough: on a busy
 * phone the paint is presented after the next task has already asked for the scripts.
 */
async function loadAfterFirstPaint(
	root: string,
	html: string,
	bundle: Rollup.OutputBundle,
	emitBoot: (source: string) => string,
): Promise<{ html: string; pages: Record<string, PageChunks> }> {
	const entry = ENTRY_SCRIPT.exec(html)?.[1]
	if (entry === undefined) throw new Error('index.html has no entry module script')
	const startChunks = startChunksOf(bundle, entry.replace(/^\//, ''))
	const chunks = startChunks.map((file) => `/${file}`)
	const pages = pageChunksOf(bundle, new Set([entry.replace(/^\//, ''), ...startChunks]))
	const source = await bootScript(root, entry, chunks)
	const boot = `/${emitBoot(source)}`
	return {
		html: html
			.replace(MODULE_PRELOAD, '')
			.replace(ENTRY_SCRIPT, () => `<script type="module" src="${boot}"></script>\n\t\t`),
		pages,
	}
}

/** The boot script's source (`src/boot/boot.ts`): its TypeScript compiled, with this build's entry and chunks. */
export function bootScript(root: string, entry: string, startChunks: readonly string[]): Promise<string> {
	return pageScript(root, 'boot.ts', {
		__DRAGONDLE_ENTRY__: JSON.stringify(entry),
		__DRAGONDLE_START_CHUNKS__: JSON.stringify(startChunks),
	})
}

/** The pre-paint script's source (`src/boot/pre-paint.ts`), compiled, with the stored key it reads. */
export function prePaintScript(root: string): Promise<string> {
	return pageScript(root, 'pre-paint.ts', {
		__DRAGONDLE_TUTORIAL_CLOSED_KEY__: JSON.stringify(TUTORIAL_CLOSED_KEY),
	})
}

/**
 * One of the scripts the build writes into every page (`src/boot/`), typechecked and linted like
 * the rest of the page's code: its TypeScript compiled as it is, never bundled, with the build's
 * values (`define`) written in.
 */
async function pageScript(root: string, name: string, define: Record<string, string>): Promise<string> {
	const file = join(root, 'src/boot', name)
	const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { define })
	return code
}

/**
 * The chunks the entry loads as it starts, besides itself: its imports, and the modules it imports
 * dynamically in its steps (decision 094) with all of theirs, so the boot script asks for them at
 * once and no step waits for a download the one before it started.
 */
export function startChunksOf(bundle: Rollup.OutputBundle, entryFile: string): string[] {
	const chunkOf = (file: string) => {
		const chunk = bundle[file]
		return chunk?.type === 'chunk' ? chunk : undefined
	}
	const entry = chunkOf(entryFile)
	if (entry === undefined) throw new Error(`the bundle has no entry chunk ${entryFile}`)
	const found = new Set<string>()
	const visit = (file: string) => {
		if (found.has(file) || file === entryFile) return
		found.add(file)
		for (const imported of chunkOf(file)?.imports ?? []) visit(imported)
	}
	for (const file of [...entry.imports, ...entry.dynamicImports]) visit(file)
	return [...found]
}

/** What a prerendered page loads once its start has run, by the language of its `<html>`. */
export type PageChunks = {
	chunks: string[]
	languages: Record<string, string[]>
	/** The styles those chunks bring, which the page's first screen already shows (decision 113). */
	styles: string[]
}

const MODE_MODULE = /\/src\/modes\/([a-z]+)\/\1-mode\.tsx$/
const GAME_PAGE_MODULE = /\/src\/game\/game-page\.tsx$/
const MENU_MODULE = /\/src\/pages\/menu-page\.tsx$/
/** A language's game strings and its game data's words (character names and tile values). */
const GAME_WORDS_MODULE = /\/src\/locales\/([^/?]+)\/game\.json$|\/content\/data\/i18n\/([^/?]+)\.json$/

/**
 * The chunks each prerendered page's route loads after the start (decision 113): the menu's page,
 * and on a mode's page its mode, the game screen and, in each language, the game's strings and
 * words, each with the chunks it imports, less those of the start. The boot script asks for them
 * with the start's chunks, so the mode's board waits for no second round of downloads once React
 * has taken the page over; on a phone's slow network that round came before the board's first
 * paint, the page's largest.
 */
export function pageChunksOf(
	bundle: Rollup.OutputBundle,
	start: ReadonlySet<string>,
): Record<string, PageChunks> {
	const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
	const facade = (pattern: RegExp) =>
		chunks.filter((chunk) => pattern.test(chunk.facadeModuleId?.replaceAll('\\', '/') ?? ''))
	const withImports = (files: readonly string[]) => {
		const found = new Set<string>()
		const visit = (file: string) => {
			if (found.has(file) || start.has(file)) return
			found.add(file)
			const chunk = bundle[file]
			for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) visit(imported)
		}
		for (const file of files) visit(file)
		return [...found].map((file) => `/${file}`)
	}
	const languages: Record<string, string[]> = {}
	for (const chunk of facade(GAME_WORDS_MODULE)) {
		const match = GAME_WORDS_MODULE.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')
		const language = match?.[1] ?? match?.[2]
		if (language !== undefined)
			languages[language] = [...(languages[language] ?? []), ...withImports([chunk.fileName])]
	}
	const stylesOf = (files: readonly string[]) =>
		[
			...new Set(
				files.flatMap((file) => {
					const chunk = bundle[file.replace(/^\//, '')]
					return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : []
				}),
			),
		].map((file) => `/${file}`)
	const gamePage = facade(GAME_PAGE_MODULE).map((chunk) => chunk.fileName)
	const menu = withImports(facade(MENU_MODULE).map((chunk) => chunk.fileName))
	// the menu's first screen is whole without them, and waits for no more requests (decision 094)
	const pages: Record<string, PageChunks> = { '/': { chunks: menu, languages: {}, styles: [] } }
	for (const chunk of facade(MODE_MODULE)) {
		const mode = MODE_MODULE.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')?.[1]
		if (mode === undefined) continue
		const modeChunks = withImports([chunk.fileName, ...gamePage])
		pages[`/${mode}`] = { chunks: modeChunks, languages, styles: stylesOf(modeChunks) }
	}
	return pages
}

/** The chunks a page file asks for after the start: its route's, and its language's for a mode. */
export function pageChunksFor(pages: Record<string, PageChunks>, path: string, language: string): string[] {
	const page = pages[path]
	return page ? [...page.chunks, ...(page.languages[language] ?? [])] : []
}

/**
 * A page's HTML naming the chunks its boot script asks for after the start, as a data block (the
 * CSP allows no inline script): in the page rather than in the boot script every page loads, so
 * each page's JavaScript carries only its own list.
 */
export function withPageChunks(html: string, chunks: readonly string[]): string {
	if (chunks.length === 0) return html
	const block = `<script type="application/json" id="dragondle-chunks">${JSON.stringify(chunks)}</script>`
	return html.replace(TEMPLATE_HEAD.end, () => `\t${block}\n\t</head>`)
}

/**
 * A mode page's HTML made ready for its first screen (decision 113), which shows the mode's board
 * before its code has run: the styles of what its route loads after the start, so the board paints
 * styled as it stays (Vite's loader finds them linked and adds no copy when the route's code
 * arrives), and the pre-paint script. A page without such styles (the menu) is left as it is.
 */
export function withFirstScreen(html: string, styles: readonly string[], prePaint: string): string {
	if (styles.length === 0) return html
	const links = styles.map((href) => `\t<link rel="stylesheet" crossorigin href="${href}">\n\t`).join('')
	return html.replace(TEMPLATE_HEAD.end, () => `${links}\t<script src="${prePaint}"></script>\n\t</head>`)
}

/** The stored choice of a player who closed Classic's colour tutorial (storage/keys.ts, under store.ts's prefix). */
export const TUTORIAL_CLOSED_KEY = 'app:v1:hideColorTutorial'
