import { extname } from 'node:path'
import { type ArtNames, PICTURES_URL } from '@dragondle/content/art-names'
import { MODES, pageFileOf } from '@dragondle/core'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { injectRuntimeConfig, type RuntimeConfig } from './html-config.ts'
import { NO_CACHE } from './routes/context.ts'
import { loadSiteFiles, type SiteFile, type SiteFiles } from './site-files.ts'

/**
 * The SPA's own routes (docs/product.md §2 "Routes"): home, one page per mode (a mode's route is its name), and
 * the pages that are no mode. Any other page path is its not-found page.
 */
const SPA_ROUTES = new Set(['/', ...MODES.map((mode) => `/${mode}`), '/streak', '/app', '/privacy_policy'])
/**
 * The SPA's pages with a parameter (issue #13): a past day of a mode's archive and a challenge
 * link. A future day's page is still a page (it says the day has not come).
 */
const SPA_PATTERNS = [
	new RegExp(`^/(${MODES.join('|')})/(archive|practice)$`),
	new RegExp(`^/(${MODES.join('|')})/archive/[1-9]\\d{0,5}$`),
	/^\/challenge\/[A-Za-z0-9_-]{38}$/,
]

function isSpaRoute(path: string): boolean {
	return SPA_ROUTES.has(path) || SPA_PATTERNS.some((pattern) => pattern.test(path))
}
const IMMUTABLE = 'public, max-age=31536000, immutable'
const HOURLY = 'public, max-age=3600'
/** The web build's service worker (packages/web/sw). */
const SERVICE_WORKER = '/sw.js'

const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dragondle</title></head>
<body><h1>Dragondle is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></body></html>`

export type StaticOptions = {
	webDist: string
	runtimeConfig: RuntimeConfig
	/** The names of the daily answers, keyed by the install's secret: the pictures are served under them. */
	artNames: ArtNames
	log?: FastifyBaseLogger
}

/** Serves the web build from memory: files, SPA routes, redirects and the SPA's 404 page. */
export async function staticRoutes(app: FastifyInstance, options: StaticOptions) {
	// every page file (index.html and the prerendered ones, decision 094) gets the runtime config
	const built = await loadSiteFiles(options.webDist, (path, body) =>
		path.endsWith('.html')
			? Buffer.from(injectRuntimeConfig(body.toString('utf8'), options.runtimeConfig))
			: body,
	)
	const files = withKeyedPictures(built, options.artNames)
	if (!files.has('/index.html')) options.log?.warn(`no web build in ${options.webDist}: run npm run build`)
	app.get('/*', async (request, reply) => serveSite(files, request, reply))
}

/**
 * The build's files by the address they are served at. The art build names the daily pictures by
 * content, which anyone can compute from the public source art: each is served only under its
 * keyed name, the one the daily answers send (decision 061), with that name as its ETag, since
 * its body's hash is as public as its content name. Nothing else in the folder is served.
 */
function withKeyedPictures(built: SiteFiles, artNames: ArtNames): SiteFiles {
	const files = new Map<string, SiteFile>()
	for (const [path, file] of built) {
		if (!path.startsWith(PICTURES_URL)) {
			files.set(path, file)
			continue
		}
		const url = artNames.servedUrl(path)
		const name = url?.slice(PICTURES_URL.length, -'.webp'.length)
		if (url !== undefined) files.set(url, { ...file, etag: `"${name}"` })
	}
	return files
}

function serveSite(files: SiteFiles, request: FastifyRequest, reply: FastifyReply) {
	const path = pathOf(request.url)
	if (path === undefined || path === '/api' || path.startsWith('/api/')) return reply.callNotFound()
	if (path.endsWith('/index.html')) return reply.redirect('/', 301)
	// '/classic/' is the same page as '/classic': one address per page
	if (path.length > 1 && path.endsWith('/') && isSpaRoute(path.replace(/\/+$/, ''))) {
		return reply.redirect(path.replace(/\/+$/, ''), 301)
	}
	const file = files.get(path)
	if (file) return sendFile(file, cacheControlOf(path), 200, request, reply)
	// A missing file (an extension or a hashed asset) is a plain 404, not the SPA's page.
	if (path.startsWith('/assets/') || extname(path) !== '') return reply.callNotFound()
	const isPage = isSpaRoute(path)
	// the page's first screen, prerendered by the build (decision 094); a build without it: index.html
	const index = files.get(`/${pageFileOf(isPage ? path : '/404')}`) ?? files.get('/index.html')
	if (!index)
		return reply
			.code(503)
			.type('text/html; charset=utf-8')
			.header('cache-control', NO_CACHE)
			.send(NO_BUILD_PAGE)
	return sendFile(index, NO_CACHE, isPage ? 200 : 404, request, reply)
}

/**
 * The service worker and the page files are asked for afresh on every visit, so a deploy reaches
 * players on their next visit even through a CDN (decision 085); hashed files never change; other
 * files may, hourly.
 */
function cacheControlOf(path: string): string {
	if (path === SERVICE_WORKER || path.endsWith('.html')) return NO_CACHE
	return isContentHashed(path) ? IMMUTABLE : HOURLY
}

/** Hashed build assets and the daily pictures (named by a keyed hash of their content) never change. */
function isContentHashed(path: string): boolean {
	return path.startsWith('/assets/') || path.startsWith(PICTURES_URL)
}

function pathOf(url: string): string | undefined {
	try {
		return decodeURIComponent(url.split('?')[0] ?? '/')
	} catch {
		return undefined
	}
}

function sendFile(
	file: SiteFile,
	cacheControl: string,
	status: number,
	request: FastifyRequest,
	reply: FastifyReply,
) {
	const encoding = pickEncoding(file, request.headers['accept-encoding'])
	const etag = encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`
	reply.header('cache-control', cacheControl).header('etag', etag).type(file.type)
	if (file.gzip || file.br) reply.header('vary', 'Accept-Encoding')
	if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send()
	if (encoding !== 'identity') reply.header('content-encoding', encoding)
	return reply.code(status).send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body)
}

type Encoding = 'br' | 'gzip' | 'identity'

/** Brotli, else gzip, when the client accepts it (q > 0) and the file has that encoding. */
export function pickEncoding(file: SiteFile, acceptEncoding: string | undefined): Encoding {
	const accepted = new Set<string>()
	for (const part of (acceptEncoding ?? '').split(',')) {
		const [name = '', ...params] = part.trim().toLowerCase().split(';')
		const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
		if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name)
	}
	if (file.br && (accepted.has('br') || accepted.has('*'))) return 'br'
	if (file.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip'
	return 'identity'
}
