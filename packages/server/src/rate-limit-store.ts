/// <reference path="./fastify-rate-limit-stores.d.ts" />
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { Redis } from 'ioredis'

/** What the plugin hands a store's child: the limit's options and the route it is of (none for createRateLimit). */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown } }

/**
 * A @fastify/rate-limit store that counts in Redis, shared by every instance, and in this process
 * whenever Redis fails (decision 107): a Redis that is down must neither lock players out nor switch
 * the limits off. Each count asks Redis first, so the limits are shared again as soon as it
 * answers; a connection without an offline queue (main.ts) makes a Redis that is away fail at once
 * rather than hold the request. While it is away each instance counts on its own from zero, so an
 * address gets up to one allowance per instance, as without Redis.
 */
export function fallingBackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
	return class extends FallingBackStore {
		constructor() {
			// the plugin's defaults, which the app keeps: no renewal or back-off past the limit
			super(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false))
		}
	}
}

class FallingBackStore implements FastifyRateLimitStore {
	constructor(
		private readonly shared: FastifyRateLimitStore,
		private readonly local: FastifyRateLimitStore,
	) {}

	incr(...[key, done, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
		this.shared.incr(
			key,
			(error, counts) => {
				if (error) this.local.incr(key, copied(done), timeWindow, max)
				else done(null, counts)
			},
			timeWindow,
			max,
		)
	}

	child(options: ChildOptions): FastifyRateLimitStore {
		// A limit of a route is kept under its method and URL. One made by createRateLimit
		// (rate-limits.ts) has no route: its keys name the route themselves.
		const hasRoute = typeof options.routeInfo?.method === 'string'
		const shared = hasRoute ? options : { ...options, routeInfo: { method: '', url: '' } }
		return new FallingBackStore(this.shared.child(shared), this.local.child(options))
	}
}

type Done = Parameters<FastifyRateLimitStore['incr']>[1]

/**
 * The local store answers with its own entry, which the plugin reads only after a promise settles.
 * Redis's failures come back together, so the next count would already have changed that entry:
 * each request gets a copy of its own count.
 */
function copied(done: Done): Done {
	return (error, counts) => done(error, counts && { current: counts.current, ttl: counts.ttl })
}
