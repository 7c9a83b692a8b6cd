import { expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from './storage/keys.ts'
import { writeValue } from './storage/store.ts'
import { checkFrontVersion, watchFrontVersion } from './version-watch.ts'

function flush(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve))
}

test('the first check only remembers the version', async () => {
	const reload = vi.fn()
	await checkFrontVersion(async () => 7, reload)
	await checkFrontVersion(async () => 7, reload)
	expect(reload).not.toHaveBeenCalled()
})

test('a new deployed version reloads the page once', async () => {
	writeValue(STORAGE_KEYS.frontVersion, 7)
	const reload = vi.fn()
	await checkFrontVersion(async () => 8, reload)
	await checkFrontVersion(async () => 8, reload)
	expect(reload).toHaveBeenCalledTimes(1)
})

test('an unreachable server changes nothing', async () => {
	writeValue(STORAGE_KEYS.frontVersion, 7)
	const reload = vi.fn()
	await checkFrontVersion(async () => Promise.reject(new Error('offline')), reload)
	expect(reload).not.toHaveBeenCalled()
})

test('the watch checks on start, on a change of page and when the tab shows again', async () => {
	const check = vi.fn(async () => {})
	const watch = watchFrontVersion(check)
	expect(check).toHaveBeenCalledTimes(1)
	// the page it started on is no change
	watch.pageShown('/')
	await flush()
	expect(check).toHaveBeenCalledTimes(1)
	watch.pageShown('/classic')
	await flush()
	watch.pageShown('/classic')
	document.dispatchEvent(new Event('visibilitychange'))
	await flush()
	expect(check).toHaveBeenCalledTimes(3)
	watch.stop()
	document.dispatchEvent(new Event('visibilitychange'))
	await flush()
	expect(check).toHaveBeenCalledTimes(3)
})
