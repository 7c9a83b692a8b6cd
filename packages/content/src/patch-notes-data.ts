import notes from '../data/patch-notes.json' with { type: 'json' }
import type { PatchNote } from './patch-notes.ts'

/**
 * The shipped notes, newest first, as the web bundles them: `npm run content:check` and the pack's
 * tests validate the file, so the page does not carry the schema to parse them again.
 */
export const PATCH_NOTES: readonly PatchNote[] = notes
