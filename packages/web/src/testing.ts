// `@dragondle/web/testing`: what the end-to-end tests read from the web's own code, so that they
// store and translate as the page does: the storage keys and the Classic tiles' word sections.

export { WORD_SECTIONS } from './modes/classic/tile-sections.ts'
export { STORAGE_KEYS } from './storage/keys.ts'
