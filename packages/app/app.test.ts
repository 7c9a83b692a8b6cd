import { spawnSync } from 'node:child_process'
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appBuild } from '@dragondle/web/vite-app-build'
import { expect, onTestFinished, test } from 'vitest'
import config from './capacitor.config.ts'

const APP_DIR = fileURLToPath(new URL('.', import.meta.url))
const ROOT = join(APP_DIR, '../..')
const WEB_DIR = join(ROOT, 'packages/web')
const { appId: APP_ID = '', appName: APP_NAME = '' } = config
const API_ORIGIN = 'https://dragondle.example'
/** Where `cap copy` puts the web build in each native project (git-ignored there). */
const ANDROID_PUBLIC = 'android/app/src/main/assets/public'
const IOS_PUBLIC = 'ios/App/App/public'
/** The app's plugins: its @capacitor dependencies but the runtime and the platforms. */
const PLUGINS = Object.keys(readJson(join(APP_DIR, 'package.json')).dependencies).filter(
	(name) => !['@capacitor/core', '@capacitor/android', '@capacitor/ios'].includes(name),
)

function readJson(path: string) {
	return JSON.parse(readFileSync(path, 'utf8'))
}

function read(path: string): string {
	return readFileSync(join(APP_DIR, path), 'utf8')
}

/** Runs a Node CLI of the workspace; fails the test with its output when it fails. */
function run(bin: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
	const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', bin), ...args], {
		cwd,
		env: { ...process.env, CI: '1', ...env },
		encoding: 'utf8',
	})
	const output = `${result.stdout}${result.stderr}`
	expect(result.status, output).toBe(0)
	return output
}

test('the app is Dragondle, app.dragondle.game, wrapping the web package’s app build', () => {
	expect([APP_ID, APP_NAME]).toEqual(['app.dragondle.game', 'Dragondle'])
	expect(join(APP_DIR, config.webDir ?? '')).toBe(join(WEB_DIR, 'dist-app'))
	expect(PLUGINS.sort()).toEqual(['@capacitor/app', '@capacitor/haptics', '@capacitor/local-notifications'])
})

test('the Android project has the app’s id and name', () => {
	const gradle = read('android/app/build.gradle')
	expect(gradle).toContain(`applicationId "${APP_ID}"`)
	expect(gradle).toContain(`namespace "${APP_ID}"`)
	const strings = read('android/app/src/main/res/values/strings.xml')
	expect(strings).toContain(`<string name="app_name">${APP_NAME}</string>`)
	expect(strings).toContain(`<string name="package_name">${APP_ID}</string>`)
	const activity = `android/app/src/main/java/${APP_ID.replaceAll('.', '/')}/MainActivity.java`
	expect(read(activity)).toContain(`package ${APP_ID};`)
})

test('the iOS project has the app’s bundle id and name, and uses Swift Package Manager', () => {
	const project = read('ios/App/App.xcodeproj/project.pbxproj')
	const ids = [...project.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map((match) => match[1])
	// one for Debug, one for Release
	expect(ids).toEqual([APP_ID, APP_ID])
	expect(read('ios/App/App/Info.plist')).toMatch(
		new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${APP_NAME}</string>`),
	)
	// CocoaPods (which needs a Mac) is not used: no Podfile, the plugins come as Swift packages
	expect(existsSync(join(APP_DIR, 'ios/App/Podfile'))).toBe(false)
	expect(read('ios/App/CapApp-SPM/Package.swift')).toContain('capacitor-swift-pm')
})

test('the checked-in native projects register every plugin of the app', () => {
	const settings = read('android/capacitor.settings.gradle')
	const build = read('android/app/capacitor.build.gradle')
	const swift = read('ios/App/CapApp-SPM/Package.swift')
	for (const plugin of PLUGINS) {
		const project = `:capacitor-${plugin.replace('@capacitor/', '')}`
		expect(settings, plugin).toContain(`include '${project}'`)
		expect(build, plugin).toContain(`implementation project('${project}')`)
		expect(swift, plugin).toContain(`node_modules/${plugin}"`)
	}
})

test('the app build refuses to build without the server’s origin, and a config that is no object', () => {
	expect(() => appBuild({})).toThrow(/VITE_API_ORIGIN/)
	expect(() => appBuild({ VITE_API_ORIGIN: 'https://dragondle.example/' })).toThrow(/VITE_API_ORIGIN/)
	expect(() => appBuild({ VITE_API_ORIGIN: API_ORIGIN, VITE_APP_CONFIG: '[1]' })).toThrow(/VITE_APP_CONFIG/)
})

test('the app build refuses a setting the page would not use, and takes what the site’s tag carries', () => {
	const build = (config: Record<string, unknown>) =>
		appBuild({ VITE_API_ORIGIN: API_ORIGIN, VITE_APP_CONFIG: JSON.stringify(config) })
	expect(() => build({ tipUrl: 'javascript:alert(1)' })).toThrow(/VITE_APP_CONFIG.*: tipUrl$/)
	expect(() => build({ answerkey: 'typo', launchDay: 'March' })).toThrow(/: answerkey, launchDay$/)
	expect(() => build({ siblingGames: [{ name: 'Planetdle' }] })).toThrow(/: siblingGames$/)
	// a copy of the site's tag, whatever the order of its keys
	const siteTag = {
		version: 4,
		answerKey: 'install-key',
		siblingGames: [{ url: 'https://planetdle.example', name: 'Planetdle' }],
		androidStoreUrl: 'https://play.google.com/store/apps/details?id=app.dragondle',
	}
	expect(() => build(siteTag)).not.toThrow()
})

/** What `cap sync` makes and git ignores: a copy of the app leaves them out, as a fresh clone has. */
const GENERATED = [
	ANDROID_PUBLIC,
	IOS_PUBLIC,
	'android/capacitor-cordova-android-plugins',
	'ios/capacitor-cordova-ios-plugins',
	'node_modules',
]

/**
 * A copy of the repository's layout in a temporary folder: this app's files at packages/app, the
 * workspace's node_modules linked beside, so the relative paths `cap sync` writes are the same.
 */
function copyOfApp(): string {
	const root = mkdtempSync(join(tmpdir(), 'dragondle-app-'))
	onTestFinished(() => rmSync(root, { recursive: true, force: true }))
	symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir')
	mkdirSync(join(root, 'packages'))
	cpSync(APP_DIR, join(root, 'packages/app'), {
		recursive: true,
		filter: (path) => {
			const inApp = relative(APP_DIR, path).split('\\').join('/')
			return !GENERATED.some((generated) => inApp === generated || inApp.startsWith(`${generated}/`))
		},
	})
	return root
}

/** The files `cap update` writes, with the path up to node_modules cut (it depends on the folder). */
function pluginFiles(appDir: string): string[] {
	return [
		'android/capacitor.settings.gradle',
		'android/app/capacitor.build.gradle',
		'ios/App/CapApp-SPM/Package.swift',
	]
		.map((path) => readFileSync(join(appDir, path), 'utf8'))
		.map((text) => text.replaceAll(/(\.\.\/)+([^\s'"]+\/)?node_modules\//g, 'node_modules/'))
}

test('the app build and cap sync put the game into both native projects, with its settings and plugins', {
	timeout: 120_000,
}, () => {
	const root = copyOfApp()
	const appDir = join(root, 'packages/app')
	const webDir = join(root, 'packages/web/dist-app')
	const appConfig = { answerKey: 'app-answer-key', launchDay: '2026-01-01' }
	run('vite/bin/vite.js', ['build', '--mode', 'app', '--outDir', webDir, '--logLevel', 'warn'], WEB_DIR, {
		// Vitest's NODE_ENV=test would make Vite build React's development bundle
		NODE_ENV: 'production',
		VITE_API_ORIGIN: API_ORIGIN,
		VITE_APP_CONFIG: JSON.stringify(appConfig),
	})
	// no service worker and no manifest in the app: Capacitor serves its files
	expect(existsSync(join(webDir, 'sw.js'))).toBe(false)
	expect(existsSync(join(webDir, 'manifest.webmanifest'))).toBe(false)
	const output = run('@capacitor/cli/bin/capacitor', ['sync'], appDir)
	for (const platform of [ANDROID_PUBLIC, IOS_PUBLIC]) {
		const html = readFileSync(join(appDir, platform, 'index.html'), 'utf8')
		expect(html).toContain('app-answer-key')
		const assets = join(appDir, platform, 'assets')
		const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
		const callers = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes(API_ORIGIN))
		expect(callers.length, 'no script holds the API origin').toBeGreaterThan(0)
	}
	for (const generated of ['android/app/src/main/assets', 'ios/App/App']) {
		const json = readJson(join(appDir, generated, 'capacitor.config.json'))
		expect(json).toMatchObject({ appId: APP_ID, appName: APP_NAME })
	}
	for (const plugin of PLUGINS) expect(output.match(new RegExp(`${plugin}@`, 'g'))).toHaveLength(2)
	// the checked-in projects are what cap sync makes from this config and these plugins
	expect(pluginFiles(appDir)).toEqual(pluginFiles(APP_DIR))
	// and what it copies stays out of git
	expect(read('android/.gitignore')).toContain('\napp/src/main/assets/public\n')
	expect(read('ios/.gitignore')).toContain('\nApp/App/public\n')
})
