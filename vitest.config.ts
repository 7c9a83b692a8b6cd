import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		projects: [
			'packages/core',
			'packages/content',
			'packages/server',
			'packages/web',
			'packages/app',
			'deploy',
		],
	},
})
