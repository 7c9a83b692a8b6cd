import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compressBuild } from './compress-plugin.ts'
import { dataTranslations } from './data-translations-plugin.ts'
import { playPack } from './play-pack-plugin.ts'
import { prerender } from './prerender-plugin.ts'
import { appBuild } from './vite-app-build.ts'

/** 12 hex digits: an integer below 2^48, safe in JSON and in a JavaScript number. */
const VERSION_HEX_DIGITS = 12

/**
 * Writes dist/version.json; open pages reload when it changes (docs/product.md §4 "Version checks"). The
 * version is a hash of what the build serves (every emitted file and every public file, by name
 * and content), not the time: instances built apart from the same sources agree, and a rebuild
 * that changes nothing does not reload anyone's page.
 */
function versionFile(): Plugin {
	let publicDir = ''
	return {
		name: 'dragondle-version-file',
		apply: 'build',
		enforce: 'post',
		configResolved(config) {
			publicDir = config.publicDir
		},
		generateBundle(_options, bundle) {
			const files = new Map<string, string | Uint8Array>()
			for (const [name, output] of Object.entries(bundle)) {
				files.set(name, output.type === 'chunk' ? output.code : output.source)
			}
			for (const name of publicFiles(publicDir)) files.set(name, readFileSync(join(publicDir, name)))
			const version = contentVersion(files)
			this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` })
		},
	}
}

/** Paths (with `/`) of the files under `dir`, which may not exist. */
function publicFiles(dir: string): string[] {
	if (dir === '') return []
	try {
		return readdirSync(dir, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
	} catch {
		return []
	}
}

function contentVersion(files: ReadonlyMap<string, string | Uint8Array>): number {
	const hash = createHash('sha256')
	for (const name of [...files.keys()].sort()) {
		hash.update(`${name}\u0000`)
		hash.update(files.get(name) ?? '')
		hash.update('\u0000')
	}
	return Number.parseInt(hash.digest('hex').slice(0, VERSION_HEX_DIGITS), 16)
}

function apiOrigin(): string {
	return `http://localhost:${process.env.API_PORT ?? '3001'}`
}

/** The page background and header colour of styles.css (`--bg`), for the installed app's splash and bar. */
const BACKGROUND = '#0d1530'

/**
 * The web manifest and the service worker (decision 085). The worker is our own source (sw/sw.ts)
 * with Workbox's precache list injected; start.tsx registers it, so no registration code is added.
 */
function pwa() {
	return VitePWA({
		strategies: 'injectManifest',
		srcDir: 'sw',
		filename: 'sw.ts',
		injectRegister: false,
		// the icons are in the precache glob below already
		includeManifestIcons: false,
		manifest: {
			name: 'Dragondle',
			short_name: 'Dragondle',
			description: 'Guess the hidden Dragon Ball character of the day.',
			start_url: '/',
			scope: '/',
			display: 'standalone',
			theme_color: BACKGROUND,
			background_color: BACKGROUND,
			icons: [
				{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
				{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
				{ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
			],
		},
		injectManifest: {
			// the shell, its code and styles, the icons and the character icons every mode's guesses
			// show; the image modes' pictures (art/i) are kept once seen instead (sw/sw.ts), and the
			// build's names for them are not the ones the server answers at (decision 061)
			globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}', 'art/characters/*.webp'],
			// index.html is the page before its prerender, which the server answers with no address
			// (the pages are shells/<language>/*.html, each precached under its file's own address:
			// decision 104)
			globIgnores: ['art/i/**', 'version.json', 'index.html'],
		},
	})
}

/**
 * What every game needs and the menu does not, in one chunk rather than a dozen of a few hundred
 * bytes each (each file costs its own request and compresses alone): the game screen, its day's
 * load and content pack, the API's endpoints, the share texts, the game's strings, the reader of its
 * words (game-words.ts). A mode's own board stays in its mode's chunk.
 */
const GAME_CHUNK = {
	name: 'game',
	test: new RegExp(
		[
			// play.ts and game-day.ts are the header's too; the bonus question loads after a win
			'/web/src/game/(?!play\\.ts|game-day\\.ts|bonus-question\\.|game-end\\.|insight-disclosure\\.)',
			'/web/src/components/(character-icon|guess-box|found-by|yesterday-line|notes-button|game-frame-end|game-screen|rank-sentence|confetti)\\.',
			'/web/src/(api-client|api-schemas|patch-notes|game-words)\\.',
			'/core/src/(share|challenger|search|api|clues)\\.ts',
			'/content/data/((characters|sagas)\\.json|patch-notes\\.json\\?newest)',
			'/content/src/(index|palette)\\.ts',
		].join('|'),
	),
}

/**
 * What every page's start shares with the lazily loaded pages and dialogs (the router, the loading
 * screen, the mode icons, today's day): one chunk rather than a file each, as each file costs a
 * request and compresses alone.
 */
const SHELL_CHUNK = {
	name: 'shell',
	test: /\/node_modules\/(wouter|regexparam|react-error-boundary)\/|\/web\/src\/(components\/(loading|mode-icon)\.tsx|hooks\/use-today\.ts|config\.ts|server-origin\.ts|word-namespaces\.ts)|\/core\/src\/(calendar|stats|runtime-config)\.ts/,
}

/** React's own useSyncExternalStore, for the imports of the shim that stands in for it before React 18. */
const SYNC_EXTERNAL_STORE = join(import.meta.dirname, 'src/sync-external-store.ts')

/** `--mode app` (`.env.app`: VITE_PLATFORM=app) is the mobile app's build (decision 086). */
const APP_MODE = 'app'

export default defineConfig(({ command, mode }) => {
	const isApp = mode === APP_MODE
	// the app has no service worker (Capacitor serves its files) and no manifest (it is installed);
	// its pages are not prerendered (it opens on the menu, from the device: decision 094)
	const modePlugins = !isApp
		? [pwa(), compressBuild()]
		: command === 'build'
			? [appBuild(loadEnv(mode, import.meta.dirname))]
			: []
	return {
		plugins: [
			playPack(),
			dataTranslations(),
			react(),
			...(isApp ? [] : [prerender()]),
			versionFile(),
			...modePlugins,
		],
		resolve: {
			// React 19 has the hook the libraries' shim stands in for (src/sync-external-store.ts)
			alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: SYNC_EXTERNAL_STORE }],
		},
		build: {
			target: 'es2022',
			sourcemap: false,
			outDir: isApp ? 'dist-app' : 'dist',
			// every browser of the target preloads modules itself (Safari since 17); older ones just fetch later
			modulePreload: { polyfill: false },
			rollupOptions: {
				output: {
					codeSplitting: { groups: [GAME_CHUNK, SHELL_CHUNK], includeDependenciesRecursively: false },
				},
			},
		},
		// `npm run dev`: the Fastify server (API_PORT, default 3001) answers the API, the daily cache
		// and the daily pictures, which only it can name (keyed by its secret, decision 061)
		server: { proxy: { '/api': apiOrigin(), '/cache': apiOrigin(), '/art/i/': apiOrigin() } },
	}
})
