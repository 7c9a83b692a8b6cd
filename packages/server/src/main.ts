import { type ContentPack, loadContent } from '@dragondle/content'
import { loadArtNames } from '@dragondle/content/art-names'
import { MODES } from '@dragondle/core'
import { buildApp } from './app.ts'
import { type Config, loadConfig } from './config.ts'
import { poolOf } from './daily.ts'
import { openStore } from './store/open-store.ts'

/** The composition root: the only place that reads the environment, opens the DB and listens. */
async function main() {
	const config = loadConfig(process.env, process.cwd())
	const content = loadPack()
	const store = await openStore(config.database)
	const app = buildApp({
		store,
		clock: Date.now,
		config,
		content,
		artNames: loadArtNames(),
		logger: { level: config.logLevel },
	})
	warnAboutEmptyModes(app.log, content)
	const shutdown = async (signal: string) => {
		app.log.info(`${signal} received, shutting down`)
		await app.close()
		await store.close()
		process.exit(0)
	}
	process.once('SIGINT', shutdown)
	process.once('SIGTERM', shutdown)
	const address = await app.listen({ port: config.port, host: config.host })
	app.log.info(`Dragondle is ready at ${address}/ (${describeDatabase(config)})`)
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

function describeDatabase(config: Config): string {
	return config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL'
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
})
