import { ServiceUnavailableError } from '../errors.ts'
import type { Store } from './store.ts'

/** How long a client should wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

const MESSAGE = 'The database is not answering right now; try again in a few seconds.'

/**
 * The store as routes see it: any failure of the database (it is down, restarting, out of
 * connections) becomes a 503 with Retry-After, and `onError` counts and logs it. Input is
 * validated before a route reaches the store, so a store error is never the client's fault.
 */
export function guardStore(store: Store, onError: (error: unknown) => void = () => undefined): Store {
	function guarded<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
		return async (...args: A): Promise<R> => {
			try {
				return await call(...args)
			} catch (error) {
				onError(error)
				throw new ServiceUnavailableError(MESSAGE, 'DATABASE_UNAVAILABLE', DATABASE_RETRY_AFTER_SECONDS, {
					cause: error,
				})
			}
		}
	}
	return {
		recordWin: guarded(store.recordWin),
		winnerCount: guarded(store.winnerCount),
		guessCounts: guarded(store.guessCounts),
		createTransfer: guarded(store.createTransfer),
		readTransfer: guarded(store.readTransfer),
		purgeTransfers: guarded(store.purgeTransfers),
		addressTransfers: guarded(store.addressTransfers),
		transferUsage: guarded(store.transferUsage),
		createStreakCode: guarded(store.createStreakCode),
		redeemStreakCode: guarded(store.redeemStreakCode),
		keptSecret: guarded(store.keptSecret),
		ping: guarded(store.ping),
		close: () => store.close(),
	}
}
