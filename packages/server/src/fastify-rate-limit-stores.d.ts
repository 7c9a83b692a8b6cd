// The two stores of @fastify/rate-limit, which its package ships (it has no exports map) but neither
// exports from its index nor types; rate-limit-store.ts counts with them (decision 107).

declare module '@fastify/rate-limit/store/LocalStore.js' {
	import type { FastifyRateLimitStore } from '@fastify/rate-limit'

	/** Counts in this process, in an LRU map of `cache` keys (5,000 by default). */
	const LocalStore: new (
		continueExceeding: boolean,
		exponentialBackoff: boolean,
		cache?: number,
	) => FastifyRateLimitStore
	export default LocalStore
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
	import type { FastifyRateLimitStore } from '@fastify/rate-limit'
	import type { Redis } from 'ioredis'

	/** Counts in Redis, one key per limit and client under `key` (a prefix), with one Lua script. */
	const RedisStore: new (
		continueExceeding: boolean,
		exponentialBackoff: boolean,
		redis: Redis,
		key: string,
	) => FastifyRateLimitStore
	export default RedisStore
}
