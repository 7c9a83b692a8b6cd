import { defineConfig } from 'vitest/config'

// the repository's own tooling: the dependency rules (.dependency-cruiser.cjs)
export default defineConfig({ test: { name: 'scripts' } })
