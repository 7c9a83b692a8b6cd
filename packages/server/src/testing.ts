// `@dragondle/server/testing`: helpers for tests and benchmarks that run servers and databases of
// their own, for this package's tests and for the other workspaces alike.

export { numberedPlayerId } from './player-ids.ts'
export { freePort } from './test/free-port.ts'
export { POSTGRES_BIN, startOwnPostgres } from './test/own-postgres.ts'
