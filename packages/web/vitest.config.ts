import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { dataTranslations } from './data-translations-plugin.ts'

export default defineConfig({
	// the game data's words as the pages load them (decision 104)
	plugins: [dataTranslations(), react()],
	test: {
		name: 'web',
		environment: 'jsdom',
		setupFiles: ['./src/test/setup.ts'],
	},
})
