import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { ART_URL } from '@dragondle/content/art-names'
import { decryptJson, MODES } from '@dragondle/core'
import Fastify from 'fastify'
import { expect, onTestFinished, test } from 'vitest'
import { staticRoutes } from './static.ts'
import { builtPage, makeArtNames, makeContent, makeContentArtUrls } from './test/factories.ts'
import { makeTestApp } from './test/test-app.ts'

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8">
<meta name="dragondle-config" content="{}"><title>Dragondle</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script></body></html>`
const SCRIPT = `console.log(${JSON.stringify('Kamehameha! '.repeat(100))})\n`

/** A daily picture as the art build writes it: under its content name, which the server never serves. */
const ART_FILE = 'art/i/0123456789abcdef0123.webp'
/** Where the test app serves it: its keyed name. */
const SERVED_ART_URL = makeArtNames().servedUrl(`/${ART_FILE}`) ?? ''

/** A fake web build: index.html, a hashed asset, a favicon, version.json and one art file. */
function makeDist(files: Record<string, string | Buffer | undefined> = {}): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-dist-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	const all = {
		...builtPage('index.html', INDEX_HTML),
		'assets/index-a1b2c3.js': SCRIPT,
		'favicon.ico': 'icon',
		'version.json': '{"version":3}',
		[ART_FILE]: 'RIFF',
		'art/characters/3.webp': 'RIFF',
		...files,
	}
	for (const [path, text] of Object.entries(all)) {
		// a file given as undefined is left out of the build
		if (text === undefined) continue
		mkdirSync(dirname(join(dir, path)), { recursive: true })
		writeFileSync(join(dir, path), text)
	}
	return dir
}

async function makeSiteApp(files?: Record<string, string | Buffer | undefined>) {
	return (await makeTestApp({ env: { WEB_DIST: makeDist(files), ANSWER_KEY: 'k<"&>' } })).app
}

test('a hashed asset is cached for a year as immutable', async () => {
	const app = await makeSiteApp()
	const response = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' })
	expect(response.statusCode).toBe(200)
	expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8')
	expect(response.body).toBe(SCRIPT)
})

test('a daily picture is served under its keyed name, cached for a year as immutable', async () => {
	const app = await makeSiteApp()
	const response = await app.inject({ method: 'GET', url: SERVED_ART_URL })
	expect(response.statusCode).toBe(200)
	expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(response.headers['content-type']).toBe('image/webp')
	expect(response.body).toBe('RIFF')
	// its ETag is the file's size and time, which name nothing; a revalidation is a 304
	const etag = String(response.headers.etag)
	expect(etag).not.toContain(ART_FILE.slice('art/i/'.length, -'.webp'.length))
	const again = await app.inject({ method: 'GET', url: SERVED_ART_URL, headers: { 'if-none-match': etag } })
	expect(again.statusCode).toBe(304)
})

test('a daily picture may be read across origins (the app draws it into a canvas); pages may not', async () => {
	const app = await makeSiteApp()
	const origin = { origin: 'capacitor://localhost' }
	const picture = await app.inject({ method: 'GET', url: SERVED_ART_URL, headers: origin })
	expect(picture.headers['access-control-allow-origin']).toBe('*')
	const page = await app.inject({ method: 'GET', url: '/', headers: origin })
	expect(page.headers['access-control-allow-origin']).toBeUndefined()
})

// Anyone can compute the content names from the public source art (decision 061).
test('a daily picture is never served under the name the art build gave it', async () => {
	const app = await makeSiteApp({ [`${ART_FILE}.5f0c.tmp`]: 'RIFF' })
	for (const url of [`/${ART_FILE}`, `/${ART_FILE}.5f0c.tmp`]) {
		const response = await app.inject({ method: 'GET', url })
		expect([url, response.statusCode]).toEqual([url, 404])
	}
})

/** The site of an install whose SCHEDULE_SECRET is `secret`, on `webDist`. */
async function makeInstall(webDist: string, secret: string) {
	const app = Fastify()
	const runtimeConfig = { answerKey: 'k', launchDay: '2026-01-01', transferKey: 't', version: 0 }
	app.register(staticRoutes, { webDist, runtimeConfig, artNames: makeArtNames(secret) })
	onTestFinished(() => app.close())
	await app.ready()
	return app
}

test('two installs serve the same build’s picture under different names, each keyed by its own secret', async () => {
	const webDist = makeDist()
	const [first, second] = ['first install secret', 'second install secret']
	const [firstUrl = '', secondUrl = ''] = [first, second].map((secret) =>
		makeArtNames(secret).servedUrl(`/${ART_FILE}`),
	)
	expect(new Set([firstUrl, secondUrl, `/${ART_FILE}`]).size).toBe(3)
	const status = async (secret: string, url: string) =>
		(await (await makeInstall(webDist, secret)).inject({ method: 'GET', url })).statusCode
	expect(await status(first, firstUrl)).toBe(200)
	expect(await status(first, secondUrl)).toBe(404)
	expect(await status(second, secondUrl)).toBe(200)
	// another instance of the first install serves it at the same address
	expect(await status(first, firstUrl)).toBe(200)
})

test.each(['fusion', 'technique', 'silhouette'] as const)(
	'today’s %s answer names a picture the site serves',
	async (mode) => {
		const built = makeContentArtUrls()
		const content = makeContent()
		const pictures = [
			...content.characters.map((character) => built.silhouette(character.championId)),
			...content.fusions.map((fusion) => built.fusion(fusion.id)),
			...content.techniques.map((technique) => built.technique(technique.id)),
		]
		const files = Object.fromEntries(pictures.map((url) => [url.slice(1), `RIFF ${url}`]))
		const { app, config } = await makeTestApp({ env: { WEB_DIST: makeDist(files) } })
		const sealed = (await app.inject({ method: 'GET', url: `/api/games/${mode}/answer` })).json()
		const answer = (await decryptJson(sealed.data, config.answerKey)) as Record<string, unknown>
		const url = String(answer[`${mode}_imageUrl`])
		expect(url.startsWith(`${ART_URL}i/`)).toBe(true)
		const picture = await app.inject({ method: 'GET', url })
		expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/webp'])
		expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(pictures).toContain(picture.body.slice('RIFF '.length))
		expect(pictures).not.toContain(url)
	},
)

test('other files are cached for an hour', async () => {
	const app = await makeSiteApp()
	for (const url of ['/favicon.ico', '/version.json', '/art/characters/3.webp']) {
		const response = await app.inject({ method: 'GET', url })
		expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'public, max-age=3600'])
	}
})

test('the service worker is asked for afresh on every visit and the web manifest has its own type', async () => {
	const app = await makeSiteApp({ 'sw.js': SCRIPT, 'manifest.webmanifest': '{"name":"Dragondle"}' })
	const worker = await app.inject({ method: 'GET', url: '/sw.js' })
	expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, 'no-cache'])
	expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8')
	const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
	expect(manifest.headers['content-type']).toBe('application/manifest+json')
})

test('gzip and brotli are chosen from Accept-Encoding, with Vary, from the build’s own files', async () => {
	const app = await makeSiteApp({
		'assets/index-a1b2c3.js.br': brotliCompressSync(SCRIPT),
		'assets/index-a1b2c3.js.gz': gzipSync(SCRIPT),
	})
	const url = '/assets/index-a1b2c3.js'
	const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } })
	expect(gzip.headers['content-encoding']).toBe('gzip')
	expect(gzip.headers.vary).toContain('Accept-Encoding')
	expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)
	const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
	expect(br.headers['content-encoding']).toBe('br')
	expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
	// the server makes none: a file the build ships plain is sent plain
	const plain = await app.inject({
		method: 'GET',
		url: '/version.json',
		headers: { 'accept-encoding': 'br' },
	})
	expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, '{"version":3}'])
	const refused = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, identity' } })
	expect(refused.headers['content-encoding']).toBeUndefined()
	expect(refused.body).toBe(SCRIPT)
})

test('the build’s own encodings are sent as they are; a page’s are ended with the runtime config', async () => {
	const app = await makeSiteApp({ 'assets/index-a1b2c3.js.br': 'brotli from the build' })
	const br = { 'accept-encoding': 'br' }
	const script = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js', headers: br })
	expect([script.headers['content-encoding'], script.body]).toEqual(['br', 'brotli from the build'])
	expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8')
	const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } })
	expect(page.headers['content-encoding']).toBe('gzip')
	expect(gunzipSync(page.rawPayload).toString()).toContain(CONFIG_IN_TAG)
})

test('a page the build did not encode is sent in no encoding: the server compresses nothing', async () => {
	const app = await makeSiteApp({ 'index.html.br': undefined, 'index.html.gz': undefined })
	const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } })
	expect([page.statusCode, page.headers['content-encoding']]).toEqual([200, undefined])
	expect(page.body).toContain(CONFIG_IN_TAG)
})

test('a page is sent from memory in brotli or gzip, as asked, with an ETag per encoding and a 304 when fresh', async () => {
	const app = await makeSiteApp(builtPage('shells/en/classic.html', prerenderedPage('classic')))
	const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/classic', headers })
	const plain = await get({})
	const br = await get({ 'accept-encoding': 'gzip, deflate, br' })
	const gzip = await get({ 'accept-encoding': 'gzip' })
	expect([
		plain.headers['content-encoding'],
		br.headers['content-encoding'],
		gzip.headers['content-encoding'],
	]).toEqual([undefined, 'br', 'gzip'])
	expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
	expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
	expect(plain.body).toContain(CONFIG_IN_TAG)
	expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
	const etags = [plain, br, gzip].map((response) => String(response.headers.etag))
	expect(new Set(etags).size).toBe(3)
	for (const [response, headers] of [
		[plain, {}],
		[br, { 'accept-encoding': 'br' }],
		[gzip, { 'accept-encoding': 'gzip' }],
	] as const) {
		const etag = String(response.headers.etag)
		const again = await get({ ...headers, 'if-none-match': `"other", W/${etag}` })
		expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag])
		expect(again.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie')
	}
	// another page's (or another language's) ETag is not this one's
	expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200)
	const head = await app.inject({ method: 'HEAD', url: '/classic', headers: { 'accept-encoding': 'br' } })
	expect([head.statusCode, head.body, head.headers['content-encoding']]).toEqual([200, '', 'br'])
})

test('the not-found page is always sent whole, never a 304', async () => {
	const app = await makeSiteApp({ 'shells/en/page.html': prerenderedPage('any other page') })
	const first = await app.inject({ method: 'GET', url: '/no/such/page' })
	expect([first.statusCode, first.headers.etag]).toEqual([404, undefined])
	const again = await app.inject({ method: 'GET', url: '/no/such/page', headers: { 'if-none-match': '*' } })
	expect(again.statusCode).toBe(404)
	expect(again.body).toContain('any other page')
})

test('a page’s encodings are never served at their own address, the build’s lacking the config', async () => {
	const app = await makeSiteApp({ 'index.html.br': 'stale', 'shells/en/classic.html.gz': 'stale' })
	for (const url of ['/index.html.br', '/shells/en/classic.html.gz']) {
		expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
	}
})

test('a matching If-None-Match is a 304', async () => {
	const app = await makeSiteApp()
	const first = await app.inject({ method: 'GET', url: '/favicon.ico' })
	const headers = { 'if-none-match': String(first.headers.etag) }
	const second = await app.inject({ method: 'GET', url: '/favicon.ico', headers })
	expect(second.statusCode).toBe(304)
})

test.each(['/', '/classic', '/fusion', '/technique', '/silhouette', '/streak', '/app', '/privacy_policy'])(
	'the SPA route %s is index.html, revalidated every time',
	async (url) => {
		const app = await makeSiteApp()
		const response = await app.inject({ method: 'GET', url })
		expect(response.statusCode).toBe(200)
		expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
		expect(response.headers['cache-control']).toBe('no-cache')
		expect(response.body).toContain('<div id="root">')
	},
)

test.each(MODES)('every mode has its page: /%s is index.html with status 200', async (mode) => {
	const app = await makeSiteApp()
	const response = await app.inject({ method: 'GET', url: `/${mode}` })
	expect(response.statusCode).toBe(200)
	expect(response.body).toContain('<div id="root">')
})

test.each(['/index.html', '/foo/index.html', '/classic/index.html'])(
	'%s redirects to / with a 301',
	async (url) => {
		const app = await makeSiteApp()
		const response = await app.inject({ method: 'GET', url })
		expect(response.statusCode).toBe(301)
		expect(response.headers.location).toBe('/')
	},
)

test.each([
	['/classic/', '/classic'],
	['/privacy_policy//', '/privacy_policy'],
])('%s redirects to %s with a 301: one address per page', async (url, location) => {
	const app = await makeSiteApp()
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(301)
	expect(response.headers.location).toBe(location)
})

test('an unknown page is index.html with status 404, so the SPA shows its not-found page', async () => {
	const app = await makeSiteApp()
	const response = await app.inject({ method: 'GET', url: '/no/such/page' })
	expect(response.statusCode).toBe(404)
	expect(response.body).toContain('<div id="root">')
})

test('a missing file or asset is a plain 404, not the page', async () => {
	const app = await makeSiteApp()
	for (const url of ['/assets/gone-123.js', '/art/missing.webp', '/cache/streakCodes.json']) {
		const response = await app.inject({ method: 'GET', url })
		expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND'])
	}
})

test('index.html carries the runtime config, HTML-escaped, in its last meta tag', async () => {
	const app = await makeSiteApp()
	const body = (await app.inject({ method: 'GET', url: '/' })).body
	const escaped =
		'{&quot;answerKey&quot;:&quot;k&lt;\\&quot;&amp;&gt;&quot;,&quot;launchDay&quot;:&quot;2026-01-01&quot;,&quot;transferKey&quot;:&quot;dragondle-transfer-dev&quot;,&quot;version&quot;:3,&quot;siblingGames&quot;:[]}'
	// after the build's placeholder, at the end of the body: the page reads the last tag
	expect(body).toContain(`<meta name="dragondle-config" content="${escaped}"></body>`)
	expect(body.match(/dragondle-config/g)).toHaveLength(2)
})

test('pages and files carry the CSP with frame-ancestors self', async () => {
	const app = await makeSiteApp()
	for (const url of ['/', '/assets/index-a1b2c3.js', '/nowhere']) {
		const csp = (await app.inject({ method: 'GET', url })).headers['content-security-policy']
		expect(csp).toContain("frame-ancestors 'self'")
		expect(csp).toContain("script-src 'self'")
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("form-action 'self'")
		expect((await app.inject({ method: 'GET', url })).headers['permissions-policy']).toMatch(
			/(^|, )camera=\(\)(, |$)/,
		)
	}
})

test('without a web build, pages are a 503 saying to build, and the API still works', async () => {
	const { app } = await makeTestApp()
	const page = await app.inject({ method: 'GET', url: '/classic' })
	expect(page.statusCode).toBe(503)
	expect(page.body).toContain('npm run build')
	expect((await app.inject({ method: 'GET', url: '/api/' })).statusCode).toBe(200)
})

test.each([
	['/classic/archive', 200],
	['/silhouette/practice', 200],
	['/fusion/archive/12', 200],
	[`/challenge/${'A'.repeat(38)}`, 200],
	['/classic/archive/0', 404],
	['/classic/archive/abc', 404],
	['/quote/archive', 404],
	['/challenge/short', 404],
] as const)('the archive, practice or challenge page %s is served with status %i', async (url, status) => {
	const app = await makeSiteApp()
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(status)
	expect(response.body).toContain('<div id="root">')
})

/** The start of the runtime config as the meta tag holds it (the test app's ANSWER_KEY, escaped). */
const CONFIG_IN_TAG = '{&quot;answerKey&quot;:&quot;k&lt;\\&quot;&amp;&gt;&quot;'

/** A build's prerendered page (decision 094): index.html with the page's first screen in #root. */
function prerenderedPage(marker: string): string {
	return INDEX_HTML.replace('<div id="root"></div>', `<div id="root"><p>${marker}</p></div>`)
}

test('each page is its prerendered file, with the runtime config; a build without them gets index.html', async () => {
	const app = await makeSiteApp({
		'shells/en/index.html': prerenderedPage('menu'),
		'shells/en/classic.html': prerenderedPage('classic'),
		'shells/en/page.html': prerenderedPage('any other page'),
	})
	const cases = [
		['/', 200, 'menu'],
		['/classic', 200, 'classic'],
		['/classic/archive', 200, 'any other page'],
		['/streak', 200, 'any other page'],
		['/no/such/page', 404, 'any other page'],
		// no shells/en/fusion.html in this build: the page before its prerender
		['/fusion', 200, ''],
	] as const
	for (const [url, status, marker] of cases) {
		const response = await app.inject({ method: 'GET', url })
		expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, status, 'no-cache'])
		expect(response.body).toContain(
			marker ? `<div id="root"><p>${marker}</p></div>` : '<div id="root"></div>',
		)
		expect(response.body).toContain(CONFIG_IN_TAG)
	}
	// the worker fetches each page file by its own address: the config is in it, never stale
	const shared = await app.inject({ method: 'GET', url: '/shells/en/page.html' })
	expect([shared.statusCode, shared.headers['cache-control']]).toEqual([200, 'no-cache'])
	expect(shared.body).toContain(CONFIG_IN_TAG)
	expect(shared.headers['content-language']).toBeUndefined()
})

test("each page is sent in the player's language: the page's cookie, else the browser's, else English", async () => {
	const app = await makeSiteApp({
		'shells/en/index.html': prerenderedPage('menu'),
		'shells/en/classic.html': prerenderedPage('classic'),
		'shells/en/page.html': prerenderedPage('any other page'),
		'shells/es/index.html': prerenderedPage('menú'),
		'shells/es/classic.html': prerenderedPage('clásico'),
		'shells/es/page.html': prerenderedPage('otra página'),
		'shells/fr/index.html': prerenderedPage('menu en français'),
		'shells/pt-BR/classic.html': prerenderedPage('clássico'),
	})
	const cases = [
		// the browser's language, its region matched first, then the language alone
		['/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es', 'menú'],
		['/classic', { 'accept-language': 'pt' }, 'pt-BR', 'clássico'],
		['/', { 'accept-language': 'de-DE,fr;q=0.5,en;q=0.3' }, 'fr', 'menu en français'],
		// the order of preference is the q values', not the header's
		['/', { 'accept-language': 'en;q=0.2,es;q=0.9' }, 'es', 'menú'],
		['/streak', { 'accept-language': 'es' }, 'es', 'otra página'],
		// the language the player's page last applied wins over the browser's
		['/classic', { 'accept-language': 'fr-FR', cookie: 'other=1; dragondle_lang=es' }, 'es', 'clásico'],
		['/', { 'accept-language': 'es', cookie: 'dragondle_lang=en' }, 'en', 'menu'],
		// a cookie naming no language, or a browser speaking none of ours: English
		['/', { cookie: 'dragondle_lang=klingon' }, 'en', 'menu'],
		['/classic', { 'accept-language': 'ja-JP,de' }, 'en', 'classic'],
		['/', {}, 'en', 'menu'],
		// a language whose page this build lacks gets the English page
		['/classic', { 'accept-language': 'fr' }, 'fr', 'classic'],
	] as const
	for (const [url, headers, language, marker] of cases) {
		const response = await app.inject({ method: 'GET', url, headers })
		expect([url, headers, response.statusCode, response.headers['content-language']]).toEqual([
			url,
			headers,
			200,
			language,
		])
		expect(response.body).toContain(`<div id="root"><p>${marker}</p></div>`)
		expect(response.body).toContain(CONFIG_IN_TAG)
		// a shared cache keeps each language's answer apart
		expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie')
	}
	const notFound = await app.inject({
		method: 'GET',
		url: '/no/such/page',
		headers: { cookie: 'dragondle_lang=es' },
	})
	expect([notFound.statusCode, notFound.headers['content-language']]).toEqual([404, 'es'])
	expect(notFound.body).toContain('otra página')
})

test('a malformed cookie or Accept-Language header is no language, never an error', async () => {
	const app = await makeSiteApp({
		'shells/en/index.html': prerenderedPage('menu'),
		'shells/es/index.html': prerenderedPage('menú'),
	})
	for (const headers of [
		{ cookie: '%%%;;==dragondle_lang' },
		{ cookie: 'dragondle_lang=%E0%A4%A' },
		{ 'accept-language': ';;q=abc,,*' },
		{ 'accept-language': 'x'.repeat(5000) },
	]) {
		const response = await app.inject({ method: 'GET', url: '/', headers })
		expect([headers, response.statusCode, response.headers['content-language']]).toEqual([headers, 200, 'en'])
	}
})
