import { defineConfig } from 'vitest/config'

// the benchmarks' own logic (the summary table); the benchmarks themselves run with `npm run bench`
export default defineConfig({ test: { name: 'bench' } })
