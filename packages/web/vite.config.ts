import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Writes dist/version.json on every build; open pages reload when it changes (spec §4 "Version checks"). */
function versionFile(): Plugin {
	return {
		name: 'dragondle-version-file',
		apply: 'build',
		generateBundle() {
			const version = Math.floor(Date.now() / 1000)
			this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` })
		},
	}
}

function apiOrigin(): string {
	return `http://localhost:${process.env.API_PORT ?? '3001'}`
}

export default defineConfig({
	plugins: [react(), versionFile()],
	build: { target: 'es2022', sourcemap: false },
	// `npm run dev`: the Fastify server (API_PORT, default 3001) answers the API and the daily cache
	server: { proxy: { '/api': apiOrigin(), '/cache': apiOrigin() } },
})
