import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { dataTranslations } from './data-translations-plugin.ts'
import { playPack } from './play-pack-plugin.ts'

export default defineConfig({
	// the content pack and the game data's words as the pages load them (decisions 104, 127)
	plugins: [playPack(), dataTranslations(), react()],
	test: {
		name: 'web',
		environment: 'jsdom',
		setupFiles: ['./src/test/setup.ts'],
	},
})
