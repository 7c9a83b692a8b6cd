import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
	RUNTIME_CONFIG_TAG,
	type RuntimeConfig,
	runtimeConfigOf,
	runtimeConfigTag,
} from '../core/src/runtime-config.ts'

/** The API's origin: a scheme and a host (and port), nothing after it, so paths append to it. */
const ORIGIN = /^https?:\/\/[^/\s?#]+$/
/**
 * The daily pictures' folder of the public art (decision 061): the art build names them by content,
 * the server serves them only under names keyed by its secret, so the app asks the server for them.
 */
const PICTURES_DIR = join('art', 'i')

/** The app build's settings (decision 086), from the environment or `.env.app`. */
export type AppBuildEnv = Partial<Record<'VITE_API_ORIGIN' | 'VITE_APP_CONFIG', string>>

/**
 * The mobile app's build (`vite build --mode app`, decision 086). Its pages load from the device,
 * so no server writes the runtime config into index.html: the build writes the same tag from
 * VITE_APP_CONFIG instead, with core's writer, in place of the build's placeholder (config.ts reads
 * it as on the web). It refuses to build without VITE_API_ORIGIN, since an app without it cannot
 * reach the API, and with a setting the app would not use. It leaves out the daily pictures, which
 * no file of the app could name.
 */
export function appBuild(env: AppBuildEnv): Plugin {
	const origin = env.VITE_API_ORIGIN ?? ''
	if (!ORIGIN.test(origin)) {
		throw new Error(
			`The app build needs VITE_API_ORIGIN, the server's origin such as https://dragondle.example (got ${JSON.stringify(origin)})`,
		)
	}
	const config = parseAppConfig(env.VITE_APP_CONFIG)
	let outDir = ''
	return {
		name: 'dragondle-app-build',
		apply: 'build',
		configResolved(resolved) {
			outDir = resolve(resolved.root, resolved.build.outDir)
		},
		buildStart() {
			if (env.VITE_APP_CONFIG === undefined) {
				this.warn(
					"VITE_APP_CONFIG is unset: the app uses the dev defaults, which only a dev server's keys match",
				)
			}
		},
		transformIndexHtml(html) {
			return html.replace(RUNTIME_CONFIG_TAG, () => runtimeConfigTag(config))
		},
		// Vite copied the public folder before the bundle was written
		writeBundle() {
			rmSync(join(outDir, PICTURES_DIR), { recursive: true, force: true })
		},
	}
}

/**
 * The runtime config as the server would write it: a JSON object, e.g. copied from the site's tag,
 * read by core's schema. A setting the schema does not keep as written (an unknown name, or a bad
 * value the page would replace with its fallback) is refused, so the app never ships one unused.
 */
function parseAppConfig(text: string | undefined): RuntimeConfig {
	if (text === undefined || text.trim() === '') return runtimeConfigOf({})
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		throw new Error('VITE_APP_CONFIG is not JSON')
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new Error('VITE_APP_CONFIG is not a JSON object')
	}
	const given = value as Record<string, unknown>
	const config = runtimeConfigOf(given)
	const kept: Record<string, unknown> = config
	const unused = Object.keys(given).filter((name) => canonicalJson(kept[name]) !== canonicalJson(given[name]))
	if (unused.length > 0) {
		throw new Error(
			`VITE_APP_CONFIG has settings the app would not use (unknown or invalid): ${unused.join(', ')}`,
		)
	}
	return config
}

/** A JSON value's text with every object's keys in order, so two values compare whatever their order. */
function canonicalJson(value: unknown): string | undefined {
	return JSON.stringify(value, (_key, item: unknown) =>
		typeof item === 'object' && item !== null && !Array.isArray(item)
			? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
			: item,
	)
}
