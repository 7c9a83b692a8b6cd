import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		// a file on every core: Vitest's default leaves one free, which on a host of two cores runs the
		// files one at a time, and many of them mostly wait (on servers, child processes, real timeouts)
		maxWorkers: '100%',
		projects: [
			'packages/core',
			'packages/content',
			'packages/server',
			'packages/web',
			'packages/app',
			'deploy',
			'bench',
			'scripts',
		],
	},
})
