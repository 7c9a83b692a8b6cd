import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify'
import type { Redis } from 'ioredis'
import { clientNetwork, widerNetwork } from './client-network.ts'
import { RefusedError } from './errors.ts'
import { fallingBackStore } from './rate-limit-store.ts'

/**
 * How much each wider network of an IPv6 client may do, in allowances of one client (its /64):
 * a /56 (256 /64s, a home's usual allocation) eight, a /48 (65,536 /64s, a site's) thirty-two
 * (decision 107). A household's or an office's devices never meet them together, while a host that
 * takes new /64s of its allocation gets 8 or 32 allowances, not 256 or 65,536.
 */
export const NETWORK_ALLOWANCES = [
	{ prefixLength: 56, times: 8 },
	{ prefixLength: 48, times: 32 },
] as const

/** The prefix of the limits' keys in Redis. */
const NAME_SPACE = 'dragondle:rate:'

type NetworkCheck = ReturnType<FastifyInstance['createRateLimit']>

/**
 * The rate limits (@fastify/rate-limit): a route limits itself with `config: { rateLimit: { max,
 * timeWindow } }`, counted per client network (client-network.ts: an IPv4 address, an IPv6 /64).
 * For an IPv6 client, each such limit also counts its /56 and its /48, with the allowances above;
 * an IPv4 client keeps its one counter, as nothing tells which IPv4 neighbours are one party.
 * With Redis the counts are shared by every instance, and kept in this process while Redis fails.
 */
export function registerRateLimits(app: FastifyInstance, redis: Redis | undefined): void {
	app.register(rateLimit, {
		global: false,
		...(redis ? { store: fallingBackStore(redis, NAME_SPACE) } : {}),
		keyGenerator: (request) => clientNetwork(request.ip),
		errorResponseBuilder: (_request, context) => ({
			statusCode: 429,
			message: tooManyRequests('address', context.after),
		}),
	})
	// Once the plugin is there: its hook on each route (the client's own limit) comes first, so a
	// client refused by its own limit adds nothing to its networks' counts and cannot use them up for
	// its neighbours. The callback returns nothing: the instance it could return is a thenable.
	app.after(() => {
		app.addHook('onRoute', (route) => addNetworkLimits(app, route))
	})
}

/** Adds the checks of the route's wider networks after its own limit, when it has one. */
function addNetworkLimits(app: FastifyInstance, route: RouteOptions) {
	const limit = route.config?.rateLimit
	if (typeof limit !== 'object') return
	const { max, timeWindow, allowList } = limit
	if (typeof max !== 'number' || Array.isArray(allowList)) {
		throw new Error(`${route.url}: give the rate limit's max as a number and its allowList as a function`)
	}
	const scope = `${route.method}${route.url}`
	const checks = NETWORK_ALLOWANCES.map(({ prefixLength, times }) =>
		app.createRateLimit({
			max: max * times,
			...(timeWindow === undefined ? {} : { timeWindow }),
			...(allowList === undefined ? {} : { allowList }),
			keyGenerator: (request) => `${scope}-${widerNetwork(request.ip, prefixLength)}`,
		}),
	)
	const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat()
	route.onRequest = [...hooks, networkHook(checks)]
}

/**
 * Counts an IPv6 request against its /56, then its /48: a 429 like the client's own, with
 * Retry-After, when one is used up. A callback hook that answers an IPv4 request at once (a colon
 * tells IPv6), as it runs on the most read route too (decision 091).
 */
function networkHook(checks: readonly NetworkCheck[]): onRequestHookHandler {
	return (request, reply, done) => {
		if (!request.ip.includes(':') || widerNetwork(request.ip, 48) === undefined) {
			done()
			return
		}
		checkNetworks(checks, request).then((refusal) => {
			if (refusal === undefined) return done()
			const seconds = refusal.ttlInSeconds
			reply.header('x-ratelimit-limit', refusal.max).header('x-ratelimit-remaining', 0)
			reply.header('x-ratelimit-reset', seconds).header('retry-after', seconds)
			done(new RefusedError(429, tooManyRequests('network', inWords(seconds)), 'RATE_LIMITED'))
		}, done)
	}
}

/** The first of the checks whose count is over its max, after counting the request in each until then. */
async function checkNetworks(checks: readonly NetworkCheck[], request: FastifyRequest) {
	for (const check of checks) {
		const counted = await check(request)
		if (!counted.isAllowed && counted.isExceeded) return counted
	}
	return undefined
}

function tooManyRequests(from: 'address' | 'network', after: string): string {
	return `Too many requests from your ${from}; try again in ${after}.`
}

/** '45 seconds', '1 minute', '2 hours': as the plugin words its own wait. */
function inWords(seconds: number): string {
	const [count, unit] =
		seconds < 60
			? [seconds, 'second']
			: seconds < 3600
				? [Math.round(seconds / 60), 'minute']
				: [Math.round(seconds / 3600), 'hour']
	return `${count} ${unit}${count === 1 ? '' : 's'}`
}
