// `npm run art:sheet`: labelled contact sheets of the source art, for review (art/STYLE.md).
//   npm run art:sheet -- [--kind characters|fusions|techniques] [--ids 0,1,2] [--out DIR]
// Written to packages/content/dist/sheets/ unless --out says.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ART_KINDS } from '../src/check-art.ts'
import { writeContactSheets } from './art-lib/sheet.ts'

const { values } = parseArgs({
	options: { kind: { type: 'string' }, ids: { type: 'string' }, out: { type: 'string' } },
})
const kinds = values.kind === undefined ? ART_KINDS : ART_KINDS.filter((k) => k === values.kind)
if (kinds.length === 0) throw new Error(`--kind must be one of ${ART_KINDS.join(', ')}`)
const written = await writeContactSheets({
	kinds,
	ids: values.ids === undefined ? undefined : new Set(values.ids.split(',')),
	out: values.out ?? fileURLToPath(new URL('../dist/sheets/', import.meta.url)),
})
for (const file of written) console.log(`art:sheet: ${file}`)
