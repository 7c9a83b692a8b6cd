import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

/**
 * The baseline page of the Lighthouse ratios (issue 34): the least a React 19 page can be, one
 * component built by Vite, its HTML prerendered by React DOM's static renderer at build time and
 * hydrated with `hydrateRoot` on load, as our pages are. Built and served by the same run that
 * measures our pages, on the same host, in the same minute: what our pages cost beyond it is the
 * code's, what both cost is the host's. Shared by the CI test (lighthouse-performance.spec.ts) and the
 * benchmark (bench/lighthouse.ts).
 */
export type BaselinePage = { url: string; stop: () => Promise<void> }

/** What src/prerender.tsx exports, once built for Node. */
type PrerenderModule = { renderPage: () => Promise<string> }

const ROOT = import.meta.dirname
const ROOT_ELEMENT = '<div id="root"></div>'
const CONTENT_TYPES: Readonly<Record<string, string>> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
}

/** Builds the baseline page into a temporary folder and serves it on a free loopback port. */
export async function startBaselinePage(): Promise<BaselinePage> {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-baseline-'))
	try {
		await buildBaselinePage(dir)
		const server = await serveFolder(dir)
		return {
			url: server.url,
			stop: async () => {
				await server.stop()
				rmSync(dir, { recursive: true, force: true })
			},
		}
	} catch (error) {
		rmSync(dir, { recursive: true, force: true })
		throw error
	}
}

/** The client build into `outDir`, then its `#root` filled with the prerendered component. */
async function buildBaselinePage(outDir: string): Promise<void> {
	await build({
		configFile: false,
		root: ROOT,
		logLevel: 'warn',
		plugins: [react()],
		build: { outDir, emptyOutDir: true, target: 'es2022' },
	})
	const serverDir = mkdtempSync(join(tmpdir(), 'dragondle-baseline-prerender-'))
	try {
		await build({
			configFile: false,
			root: ROOT,
			logLevel: 'warn',
			plugins: [react()],
			ssr: { noExternal: true },
			build: {
				ssr: join(ROOT, 'src/prerender.tsx'),
				outDir: serverDir,
				emptyOutDir: true,
				target: 'node20',
				// an ES module wherever it is written, whatever package.json is (or is not) above it
				rollupOptions: { output: { entryFileNames: '[name].mjs' } },
			},
		})
		const module: PrerenderModule = await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)
		const page = join(outDir, 'index.html')
		const markup = await module.renderPage()
		writeFileSync(
			page,
			readFileSync(page, 'utf8').replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`),
		)
	} finally {
		rmSync(serverDir, { recursive: true, force: true })
	}
}

/** A static server of `dir` on a free loopback port, gzip-compressed as our server compresses. */
async function serveFolder(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
	const server = createServer((request, response) => {
		const path = new URL(request.url ?? '/', 'http://localhost').pathname
		const file = join(dir, normalize(path === '/' ? '/index.html' : path))
		let body: Buffer
		try {
			body = readFileSync(file)
		} catch {
			response.writeHead(404).end()
			return
		}
		const isGzip = /\bgzip\b/.test(String(request.headers['accept-encoding']))
		response.writeHead(200, {
			'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
			...(isGzip ? { 'content-encoding': 'gzip' } : {}),
		})
		response.end(isGzip ? gzipSync(body) : body)
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(0, '127.0.0.1', resolve)
	})
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : 0
	return {
		url: `http://127.0.0.1:${port}/`,
		stop: () =>
			new Promise((resolve) => {
				server.close(() => resolve())
				server.closeAllConnections()
			}),
	}
}
