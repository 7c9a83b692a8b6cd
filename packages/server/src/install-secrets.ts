import { randomBytes } from 'node:crypto'
import type { Config, InstallSecret } from './config.ts'
import type { Store } from './store/store.ts'

/** 256 random bits, in base64url: 43 characters. */
const SECRET_BYTES = 32
/** How long a start waits before asking a database that does not answer again. */
const RETRY_MS = 2000

/** Where each secret goes in the config. */
const FIELDS = {
	SCHEDULE_SECRET: 'scheduleSecret',
	ANSWER_KEY: 'answerKey',
	TRANSFER_KEY: 'transferKey',
} as const satisfies Record<InstallSecret, keyof Config>

export type KeepOptions = {
	/**
	 * Told each time the database does not answer; the start then waits and asks again, as the
	 * install's answers cannot be drawn without its secret. Unset, the first failure is thrown.
	 */
	onWait?: (error: unknown) => void
	retryMs?: number
}

/**
 * The config with the install's own secrets in place of those left unset (decision 107): each is
 * drawn once, by the first start, and kept in the database (SQLite's file in DATA_DIR, or a table
 * of PostgreSQL that every instance shares), so every later start and every instance draws the same
 * days, and two installs draw different ones.
 */
export async function keepInstallSecrets(
	config: Config,
	store: Pick<Store, 'keptSecret'>,
	options: KeepOptions = {},
): Promise<Config> {
	const kept: Partial<Record<(typeof FIELDS)[InstallSecret], string>> = {}
	for (const name of config.secretsToKeep) {
		kept[FIELDS[name]] = await retried(() => store.keptSecret(name, drawSecret()), options)
	}
	return { ...config, ...kept, secretsToKeep: [] }
}

/** A new secret: 256 random bits. */
export function drawSecret(): string {
	return randomBytes(SECRET_BYTES).toString('base64url')
}

async function retried<T>(task: () => Promise<T>, { onWait, retryMs = RETRY_MS }: KeepOptions): Promise<T> {
	for (;;) {
		try {
			return await task()
		} catch (error) {
			if (onWait === undefined) throw error
			onWait(error)
			await new Promise((resolve) => setTimeout(resolve, retryMs))
		}
	}
}
