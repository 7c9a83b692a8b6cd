// `npm run art`: derives what the web build serves from the pack's source art (packages/content/art)
// into packages/web/public/art: icons by character id, and the image modes' pictures (silhouettes
// from the alpha channel, fusion scenes, technique pictures) under opaque names in `i/`. The skip
// bookkeeping stays in this package's git-ignored dist/, never in the served folder.
import { fileURLToPath } from 'node:url'
import { ART_DIR } from '../src/art-names.ts'
import { buildArt } from './art-lib/build.ts'

const OUT_DIR = fileURLToPath(new URL('../../web/public/art/', import.meta.url))
const MANIFEST_FILE = fileURLToPath(new URL('../dist/art-manifest.json', import.meta.url))

const started = performance.now()
const report = await buildArt({ sourceDir: ART_DIR, outDir: OUT_DIR, manifestFile: MANIFEST_FILE })
for (const path of report.ignored) console.warn(`art: ignored ${path} (its name is no entry id)`)
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.log(
	`art: ${report.built} built, ${report.skipped} skipped, ${report.removed} removed in ${seconds} s → ${OUT_DIR}`,
)
