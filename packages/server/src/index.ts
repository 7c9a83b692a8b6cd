// The server's public entry: what another workspace (the end-to-end tests, the benchmarks, the
// deployment test) may use to run the real server in its own process or compute what it serves.
// Anything else in src/ is the server's own; `npm run deps` fails on a relative import into it.
export { type AppDeps, buildApp } from './app.ts'
export { type Config, loadConfig } from './config.ts'
export { createDailyAnswers, type DailyAnswers, type DrawSettings } from './daily.ts'
export { openStore, type StoreOptions } from './store/open-store.ts'
