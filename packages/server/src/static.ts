import { extname } from 'node:path'
import { type ArtNames, PICTURES_URL } from '@dragondle/content/art-names'
import {
	DEFAULT_LANGUAGE,
	LANGUAGE_COOKIE,
	type Language,
	matchPage,
	pageFileOf,
	pageLanguageOf,
	type RuntimeConfigSettings,
	runtimeConfigTag,
} from '@dragondle/core'
import { negotiate } from '@fastify/accept-negotiator'
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static'
import { parse as parseCookies } from 'cookie'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Negotiator from 'negotiator'
import { NO_CACHE } from './routes/context.ts'
import { type Encoding, type Page, readSite, type Site, servedPathOf } from './site.ts'

/** Core's route table names the SPA's pages (docs/product.md §2 "Routes"); any other page path is its not-found page. */
function isSpaRoute(path: string): boolean {
	return matchPage(path) !== null
}
const IMMUTABLE = 'public, max-age=31536000, immutable'
const HOURLY = 'public, max-age=3600'
/** The web build's service worker (packages/web/sw). */
const SERVICE_WORKER = '/sw.js'

const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dragondle</title></head>
<body><h1>Dragondle is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></body></html>`

export type StaticOptions = {
	webDist: string
	runtimeConfig: RuntimeConfigSettings
	/** The names of the daily answers, keyed by the install's secret: the pictures are served under them. */
	artNames: ArtNames
	log?: FastifyBaseLogger
}

/**
 * Serves the web build (decision 107): the pages from memory, each with the install's runtime config
 * written in, in the player's language, brotli or gzip, with an ETag; every other file with
 * @fastify/static (the build's own brotli or gzip files beside it, ETag and 304, ranges, HEAD); the
 * SPA's routes, redirects and its 404 page. Registration lists the build and reads its pages, and
 * compresses nothing: it takes milliseconds on any host.
 */
export async function staticRoutes(app: FastifyInstance, options: StaticOptions) {
	const site = readSite(options.webDist, runtimeConfigTag(options.runtimeConfig), options.artNames)
	if (!site?.pages.has('/index.html'))
		options.log?.warn(`no web build in ${options.webDist}: run npm run build`)
	await app.register(fastifyStatic, {
		serve: false,
		root: site ? options.webDist : undefined,
		preCompressed: true,
		// set by setHeaders, per file: the plugin's would be one max-age for every file
		cacheControl: false,
		dotfiles: 'ignore',
		index: false,
		setHeaders: site ? (response, file) => setFileHeaders(site, options.webDist, response, file) : undefined,
	})
	app.get('/*', (request, reply) => serveSite(site, request, reply))
}

function serveSite(site: Site | undefined, request: FastifyRequest, reply: FastifyReply) {
	const path = pathOf(request.url)
	if (path === undefined || path === '/api' || path.startsWith('/api/')) return reply.callNotFound()
	if (path.endsWith('/index.html')) return reply.redirect('/', 301)
	// '/classic/' is the same page as '/classic': one address per page
	if (path.length > 1 && path.endsWith('/') && isSpaRoute(path.replace(/\/+$/, ''))) {
		return reply.redirect(path.replace(/\/+$/, ''), 301)
	}
	// the worker fetches each page file by its own address (decision 104)
	const pageFile = site?.pages.get(path)
	if (pageFile !== undefined) return sendPage(pageFile, request, reply.header('vary', 'Accept-Encoding'))
	if (site?.files.has(path)) return reply.sendFile(path)
	const picture = site?.pictures.get(path)
	if (picture !== undefined) return reply.sendFile(picture)
	// A missing file (an extension or a hashed asset) is a plain 404, not the SPA's page.
	if (path.startsWith('/assets/') || extname(path) !== '') return reply.callNotFound()
	const isPage = isSpaRoute(path)
	// the page's first screen, prerendered by the build in the player's language (decisions 094 and
	// 104), else in English; a build without them: index.html, which renders in the page
	const language = languageOf(request)
	const page = [
		pageFileOf(isPage ? path : '/404', language),
		pageFileOf(isPage ? path : '/404', DEFAULT_LANGUAGE),
		'index.html',
	]
		.map((file) => site?.pages.get(`/${file}`))
		.find((candidate) => candidate !== undefined)
	if (page === undefined) {
		return reply
			.code(503)
			.type('text/html; charset=utf-8')
			.header('cache-control', NO_CACHE)
			.send(NO_BUILD_PAGE)
	}
	// the same address answers each language its own page: a cache must keep them apart
	reply.header('content-language', language).header('vary', PAGE_VARY)
	return isPage ? sendPage(page, request, reply) : sendPage(page, request, reply.code(404))
}

/**
 * Sends a page from memory in the best encoding the client takes, revalidated on every visit
 * (decision 085). A 200 carries its ETag and a matching If-None-Match is a 304; the not-found page
 * is always sent whole.
 */
function sendPage(page: Page, request: FastifyRequest, reply: FastifyReply) {
	const encoding = encodingOf(request, page)
	reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8')
	if (reply.statusCode === 200) {
		const etag = page.etag(encoding)
		reply.header('etag', etag)
		if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send()
	}
	if (encoding !== undefined) reply.header('content-encoding', encoding)
	return reply.send(page.body(encoding))
}

/**
 * The encoding a page is sent in: brotli, else gzip, of those the build ships for it, as
 * Accept-Encoding allows (negotiated as @fastify/static does for the files); none, else.
 */
function encodingOf(request: FastifyRequest, page: Page): Encoding | undefined {
	const header = request.headers['accept-encoding']
	return header && page.encodings.length > 0
		? (negotiate<Encoding>(header, [...page.encodings]) ?? undefined)
		: undefined
}

/** Whether If-None-Match names this ETag (weakly, as RFC 9110 compares for a GET), or is `*`. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
	if (ifNoneMatch === undefined) return false
	return ifNoneMatch
		.split(',')
		.map((tag) => tag.trim().replace(/^W\//, ''))
		.some((tag) => tag === etag || tag === '*')
}

/** What a page's answer depends on besides its address: its encoding and its language's two sources. */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie'

/**
 * The language a page is sent in (decision 104): the one the player's page last applied (its
 * cookie), else the browser's (Accept-Language, preferred first), else English.
 */
function languageOf(request: FastifyRequest): Language {
	const { cookie } = request.headers
	const chosen = cookie ? parseCookies(cookie)[LANGUAGE_COOKIE] : undefined
	return pageLanguageOf(chosen, new Negotiator(request).languages())
}

/**
 * The service worker and the page files are asked for afresh on every visit, so a deploy reaches
 * players on their next visit even through a CDN (decision 085); hashed files never change; other
 * files may, hourly. The daily pictures are public, and the app (on its own origin) draws them into
 * a canvas. A file with an encoding varies by Accept-Encoding, whichever is sent.
 */
function setFileHeaders(site: Site, webDist: string, response: SetHeadersResponse, file: string) {
	const path = servedPathOf(webDist, file)
	response.setHeader('cache-control', cacheControlOf(path))
	if (site.isEncoded(path)) response.setHeader('vary', 'Accept-Encoding')
	if (path.startsWith(PICTURES_URL)) response.setHeader('access-control-allow-origin', '*')
}

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
