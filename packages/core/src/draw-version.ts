/**
 * The versions of the daily draw (schedule.ts). Version 1 (a fast non-cryptographic hash, a window
 * of the pool minus one) could be predicted: its small pools ran in fixed cycles and its hash state
 * leaked through the archive. Version 2 draws with HMAC-SHA-256 from at least half the eligible
 * pool. An install keeps version 1 for the days it served before upgrading (ScheduleInput.v2From).
 */
export type DrawVersion = 1 | 2

/** The newest draw version: an entry's `sinceDraw` may not name a later one. */
export const LATEST_DRAW_VERSION: DrawVersion = 2
