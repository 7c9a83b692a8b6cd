/**
 * Asks the browser to keep this site's storage when it clears idle sites' data (Safari after 7
 * days without a visit, any browser short of disk), so a streak is not lost that way. Browsers
 * decide by themselves (Chrome by engagement, Firefox may ask); a refusal changes nothing else.
 */
export async function askForPersistentStorage(
	storage: StorageManager | undefined = navigator.storage,
): Promise<boolean> {
	if (!storage?.persist) return false
	try {
		if (await storage.persisted()) return true
		return await storage.persist()
	} catch {
		return false
	}
}
