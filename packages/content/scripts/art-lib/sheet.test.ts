import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, onTestFinished, test } from 'vitest'
import { writeContactSheets } from './sheet.ts'

// Each sheet rasterises its drawings: seconds, not milliseconds, on a busy machine.

function tempDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-sheets-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

test('a character row holds four panels, a scene row two, labelled, two entries a row', async () => {
	const out = tempDir()
	const files = await writeContactSheets({ ids: new Set(['0', '1', 'vegito', 'kamehameha']), out })
	expect(files.map((file) => file.slice(out.length + 1))).toEqual([
		'characters-1.png',
		'fusions-1.png',
		'techniques-1.png',
	])
	const sizes = await Promise.all(files.map(async (file) => (await sharp(file).metadata()).width))
	// Two entries a row: four 200 px panels a character, two 320 px panels a scene, 10 px apart.
	expect(sizes).toEqual([2 * (4 * 200 + 10), 2 * (2 * 320 + 10), 2 * (2 * 320 + 10)])
}, 60_000)

test('a kind and ids pick what goes on the sheets; no match writes none', async () => {
	const out = tempDir()
	expect(await writeContactSheets({ kinds: ['fusions'], ids: new Set(['0']), out })).toEqual([])
	const files = await writeContactSheets({ kinds: ['characters'], ids: new Set(['0']), out })
	expect(files).toEqual([join(out, 'characters-1.png')])
}, 60_000)
