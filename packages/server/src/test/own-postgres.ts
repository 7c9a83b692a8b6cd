import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.ts'

export { freePort }

/** The newest PostgreSQL installed from Debian's packages, or undefined. */
function postgresBin(): string | undefined {
	try {
		const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
		return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : undefined
	} catch {
		return undefined
	}
}

export const POSTGRES_BIN = postgresBin()

function asPostgres(command: string, args: string[]) {
	// initdb and pg_ctl refuse to run as root
	execFileSync('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN ?? '', command), ...args], {
		stdio: 'pipe',
		timeout: 60_000,
	})
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may
 * stop and start (never the machine's service, which other tests use at the same time).
 */
export async function startOwnPostgres() {
	if (!POSTGRES_BIN) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin)')
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-pg-'))
	chmodSync(dir, 0o777)
	const data = join(dir, 'data')
	const port = await freePort()
	asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
	const start = () =>
		asPostgres('pg_ctl', [
			'-D',
			data,
			'-l',
			join(dir, 'log'),
			'-w',
			'-o',
			`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
			'start',
		])
	start()
	return {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		start,
		/** A fast shutdown: open connections are cut, as in a restart or a failover. */
		stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
		async destroy() {
			try {
				asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
			} catch {
				// already stopped
			}
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
