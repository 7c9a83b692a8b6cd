import { createServer } from 'node:net'

/**
 * A free TCP port on loopback, for a server a test or a benchmark starts of its own (the OS picks
 * it; the tiny race until that server listens is acceptable there).
 */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
		})
	})
}
