import { expect, test, vi } from 'vitest'
import { askForPersistentStorage } from './persist-storage.ts'

function storageWith(persisted: boolean, granted: boolean | Error) {
	return {
		persisted: vi.fn(async () => persisted),
		persist: vi.fn(async () => {
			if (granted instanceof Error) throw granted
			return granted
		}),
	} as unknown as StorageManager
}

test('persistent storage is asked for once, and not again when it is already granted', async () => {
	const fresh = storageWith(false, true)
	expect(await askForPersistentStorage(fresh)).toBe(true)
	expect(fresh.persist).toHaveBeenCalledTimes(1)
	const granted = storageWith(true, true)
	expect(await askForPersistentStorage(granted)).toBe(true)
	expect(granted.persist).not.toHaveBeenCalled()
})

test('a browser without the API, or one that refuses or throws, changes nothing', async () => {
	expect(await askForPersistentStorage(undefined)).toBe(false)
	expect(await askForPersistentStorage(storageWith(false, false))).toBe(false)
	expect(await askForPersistentStorage(storageWith(false, new Error('denied')))).toBe(false)
})
