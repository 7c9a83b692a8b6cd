import { type ContentPack, loadContent } from '@dragondle/content'
import { loadArtNames } from '@dragondle/content/art-names'
import { gameNumeroAt, MODES, REGIONS } from '@dragondle/core'
import type { Redis } from 'ioredis'
import { pino } from 'pino'
import { buildApp } from './app.ts'
import { type Config, DEV_SCHEDULE_SECRET, loadConfig } from './config.ts'
import { poolOf } from './daily.ts'
import { keepInstallSecrets } from './install-secrets.ts'
import { createMetrics, serveMetrics } from './metrics.ts'
import { openStore } from './store/open-store.ts'

/** How long SIGTERM waits for requests in flight before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000

/** The composition root: the only place that reads the environment, opens the DB and listens. */
async function main() {
	const settings = loadConfig(process.env, process.cwd())
	const content = loadPack()
	const log = pino({ level: settings.logLevel })
	const warn = (error: unknown, message: string) => log.warn({ err: error }, message)
	const store = await openStore({
		...settings.database,
		onBackgroundError: (error) => warn(error, 'database error outside a request'),
	})
	const config = await keepInstallSecrets(settings, store, {
		// SQLite's file failing is a setup error; PostgreSQL may come up after this instance
		onWait:
			settings.database.kind === 'postgres'
				? (error) =>
						warn(error, `waiting for PostgreSQL to read the install's ${settings.secretsToKeep.join(', ')}`)
				: undefined,
	})
	if (settings.secretsToKeep.length > 0) {
		log.info(`${settings.secretsToKeep.join(', ')}: the install's own, kept in its database (decision 107)`)
	}
	const redis = config.redisUrl
		? await connectRedis(config.redisUrl, (error) => warn(error, 'Redis error'))
		: undefined
	const metrics = createMetrics()
	// the one clock: the app's, and today's games in the start-up line
	const clock = Date.now
	const app = buildApp({
		metrics,
		store,
		clock,
		config,
		content,
		artNames: loadArtNames(config.scheduleSecret),
		redis,
		logger: log,
	})
	warnAboutEmptyModes(log, content)
	describeDraw(log, config, clock())
	if (config.trustProxy === true) {
		log.warn(
			'TRUST_PROXY=true believes every X-Forwarded-For hop: behind a proxy that appends to it, clients choose their own address and escape the rate limits; list your proxy instead',
		)
	}
	let stopping = false
	let onShutdown = () => {}
	const shutdown = async (signal: string) => {
		if (stopping) return
		stopping = true
		log.info(`${signal} received: no new connections, finishing the requests in flight`)
		setTimeout(() => {
			log.error(`requests still running after ${SHUTDOWN_DEADLINE_MS} ms: exiting anyway`)
			process.exit(1)
		}, SHUTDOWN_DEADLINE_MS).unref()
		onShutdown()
		await app.close()
		await store.close()
		redis?.disconnect()
		log.info('stopped')
		process.exit(0)
	}
	process.on('SIGINT', shutdown)
	process.on('SIGTERM', shutdown)
	const address = await app.listen({ port: config.port, host: config.host })
	const metricsServer = config.metrics.port
		? await serveMetrics(metrics.registry, config.metrics.host, config.metrics.port)
		: undefined
	onShutdown = () => metricsServer?.close()
	log.info(`Dragondle is ready at ${address}/ (${describeDatabase(config)})`)
	if (metricsServer) log.info(`metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`)
	store.ping().catch((error: unknown) => log.error({ err: error }, 'the database is not answering yet'))
}

/**
 * A Redis connection that fails fast while Redis is away (no queue of commands waiting for it):
 * rate limits then let requests through and the winner routes answer 503, until it is back.
 */
async function connectRedis(url: string, onError: (error: unknown) => void): Promise<Redis> {
	// loaded only when REDIS_URL is set
	const { Redis } = await import('ioredis')
	const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 3000 })
	redis.on('error', onError)
	return redis
}

function loadPack(): ContentPack {
	try {
		return loadContent()
	} catch (error) {
		throw new Error(`The content pack is invalid; run npm run content:check.\n${String(error)}`, {
			cause: error,
		})
	}
}

function warnAboutEmptyModes(log: { warn(message: string): void }, content: ContentPack) {
	for (const mode of MODES) {
		if (poolOf(content, mode).length === 0) {
			log.warn(`the content pack has no entries for ${mode}: its answers will fail`)
		}
	}
}

/** Says which game today is in each region, and warns of the public development secret. */
function describeDraw(
	log: { info(message: string): void; warn(message: string): void },
	config: Config,
	now: number,
) {
	const games = REGIONS.map((region) => `${gameNumeroAt(now, region, config.launchDay)} in ${region}`)
	log.info(`daily draw: today is game ${games.join(', ')}`)
	if (config.scheduleSecret === DEV_SCHEDULE_SECRET) {
		log.warn(
			'SCHEDULE_SECRET is the public development one (NODE_ENV=development or test): anyone can compute every answer',
		)
	}
}

function describeDatabase(config: Config): string {
	const database = config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL'
	return config.redisUrl ? `${database}, Redis` : database
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
})
