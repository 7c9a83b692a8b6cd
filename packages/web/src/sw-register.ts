/**
 * Registers the service worker (decision 085). Loaded lazily by start.tsx after the page's load
 * event, so the first paint neither waits for it nor carries it.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer): Promise<void> {
	try {
		// updateViaCache 'none': the browser asks the server for a new sw.js on every visit, so a
		// deploy is found on the next visit even behind an HTTP cache
		await container.register('/sw.js', { scope: '/', type: 'classic', updateViaCache: 'none' })
	} catch (error) {
		// without a worker the site works as before, only not offline
		console.info('The service worker could not be registered', error)
	}
}
