// Server variants against each other, request by request (decision 121): each name on the command
// line is a compiled server, `packages/server/dist/main-<name>.js` (build one with `node
// scripts/build-server.mjs` from the variant's sources, then copy dist/main.js to that name). Each
// round starts every variant in turn on SQLite, in the other order every other round, and measures
// the four requests of a first visit (bench/rush.ts, steps 1 to 3): Classic's page in Spanish, the
// front version, the cache bundle and a winner count. Each: autocannon, 10 connections, 1 s of
// warm-up and 2 s measured; the CPU the server spent per request from /proc (stack.ts), as
// capacity.ts's request-by-request line does. Prints each round's figures and the medians.
//
//   npx tsx bench/server-variants.ts base other   (ROUNDS=6 by default)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gameNumeroAt } from '@dragondle/core'
import { median } from '@dragondle/core/median'
import { freePort } from '@dragondle/server/testing'
import autocannon from 'autocannon'
import { BENCH_LAUNCH_DAY, startProductionServer } from './production-server.ts'
import { cpuSecondsOf } from './stack.ts'

const ROOT = join(import.meta.dirname, '..')
const variants = process.argv.slice(2)
const rounds = Number(process.env.ROUNDS ?? 6)
const numero = gameNumeroAt(Date.now(), 'eu', BENCH_LAUNCH_DAY)
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }
const URLS: [string, string][] = [
	['page', '/classic'],
	['version', '/cache/version.json'],
	['bundle', '/cache/cache.json'],
	['winners', `/api/winners/classic?gameNumero=${numero}&utc=2`],
]
const results: Record<string, Record<string, number[]>> = {}
for (let round = 0; round < rounds; round++) {
	for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
		const dataDir = mkdtempSync(join(tmpdir(), 'dragondle-probe-'))
		const server = await startProductionServer(
			await freePort(),
			{ DATA_DIR: dataDir },
			join(ROOT, `packages/server/dist/main-${variant}.js`),
		)
		const pid = server.child.pid
		for (const [name, path] of URLS) {
			const url = `${server.base}${path}`
			await autocannon({ url, headers: browser, connections: 10, duration: 1 })
			const before = cpuSecondsOf(pid) ?? 0
			const result = await autocannon({ url, headers: browser, connections: 10, duration: 2 })
			const micros = (((cpuSecondsOf(pid) ?? 0) - before) * 1e6) / Math.max(1, result.requests.total)
			if (result.non2xx > 0 || result.errors > 0)
				throw new Error(`${variant} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
			const byUrl = results[variant] ?? {}
			byUrl[name] = [...(byUrl[name] ?? []), micros]
			results[variant] = byUrl
		}
		await server.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
	console.log(`round ${round + 1}`, JSON.stringify(results))
}
for (const variant of variants) {
	const cells = URLS.map(([name]) => `${name} ${median(results[variant]?.[name] ?? []).toFixed(1)}`)
	const view = URLS.reduce((sum, [name]) => sum + median(results[variant]?.[name] ?? []), 0)
	console.log(
		`${variant}: ${cells.join(', ')} µs CPU per request; a page view (the four) ${view.toFixed(1)} µs`,
	)
}
