import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from './own-postgres.ts'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

export type ServerProcess = {
	url: string
	child: ChildProcess
	/** Resolves with the exit code once the process has ended. */
	exited: Promise<number | null>
	output: () => string
}

/** `main.ts` in a process of its own, as `npm start` runs it, on a free loopback port; ready when /health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
	const port = await freePort()
	const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
		env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout?.on('data', (chunk) => {
		output += chunk
	})
	child.stderr?.on('data', (chunk) => {
		output += chunk
	})
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	const url = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 30_000
	for (;;) {
		if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
		if (Date.now() > deadline) throw new Error(`the server did not start in 30 s:\n${output}`)
		try {
			if ((await fetch(`${url}/health`)).ok) break
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	return { url, child, exited, output: () => output }
}
