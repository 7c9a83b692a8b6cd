import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { createI18n, NAMESPACES } from '../i18n.ts'
import { discardUnsaved } from '../storage/store.ts'
import { arePicturesReachable, setPicturesReachable } from './pictures.ts'
import { matchMediaFor } from './runtime-config.ts'

// every namespace at once: a test meets the strings as a page does once its chunks have arrived
beforeAll(async () => {
	await createI18n().loadNamespaces([...NAMESPACES])
})

// jsdom lacks modal dialogs and scrolling; these stand-ins do what the browser would, no more
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
	HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
		this.setAttribute('open', '')
	}
	HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
		this.removeAttribute('open')
	}
}
window.scrollTo = () => {}
// no media query matches in jsdom, except that the test 'browser' prefers reduced motion (no animation)
if (typeof window.matchMedia !== 'function') {
	window.matchMedia = matchMediaFor((query) => query.includes('prefers-reduced-motion'))
}

/**
 * React's note that a lazy component (a dialog's body, a mode's help) suspended inside the act()
 * of a user-event click: whether it shows depends on how fast the chunk's import resolves on the
 * machine, not on the app. The tests wait for what the lazy part shows instead.
 */
const HARNESS_NOTES = [/A component suspended inside an `act` scope, but the `act` call was not awaited/]

// a warning or an error in the console is a failed test
let consoleProblems: string[] = []
beforeEach(() => {
	consoleProblems = []
	for (const method of ['error', 'warn'] as const) {
		const original = console[method]
		vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
			original(...args)
			const text = args.map(String).join(' ')
			if (!HARNESS_NOTES.some((note) => note.test(text))) consoleProblems.push(`console.${method}: ${text}`)
		})
	}
})

afterEach(() => {
	cleanup()
	localStorage.clear()
	discardUnsaved()
	setPicturesReachable(true)
	vi.restoreAllMocks()
	if (consoleProblems.length > 0) throw new Error(consoleProblems.join('\n'))
})

// jsdom has no canvas: a context-less canvas is what the board handles when drawing is impossible
HTMLCanvasElement.prototype.getContext = () => null

// jsdom downloads no pictures: one loads (or fails, when the test made pictures unreachable) once
// its src is set, a moment later, as in a browser
const imageSource = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')
Object.defineProperty(HTMLImageElement.prototype, 'src', {
	configurable: true,
	get(this: HTMLImageElement) {
		return imageSource?.get?.call(this)
	},
	set(this: HTMLImageElement, value: string) {
		imageSource?.set?.call(this, value)
		const outcome = arePicturesReachable() ? 'load' : 'error'
		queueMicrotask(() => this.dispatchEvent(new Event(outcome)))
	},
})
