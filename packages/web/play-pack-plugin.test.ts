import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import patchNotes from '@dragondle/content/data/patch-notes.json' with { type: 'json' }
import newestNote from '@dragondle/content/data/patch-notes.json?newest&lang.json'
import { expect, test } from 'vitest'
import { playedCharacters, playPack } from './play-pack-plugin.ts'
import { BUNDLED_PACK } from './src/game/bundled-pack.ts'

const DATA = join(import.meta.dirname, '../content/data')
const read = (name: string): unknown => JSON.parse(readFileSync(join(DATA, name), 'utf8'))

type Transform = (code: string, id: string) => { code: string } | null
const transform = playPack().transform as unknown as Transform

// decision 127: the page's pack is parsed at build time and carries no field a page does not read
test('the bundled characters are the pack parsed, without their clue, Silhouette centre or game debut', () => {
	const pack = read('characters.json') as { championId: number; clue: string }[]
	expect(BUNDLED_PACK.characters).toHaveLength(pack.length)
	for (const character of BUNDLED_PACK.characters) {
		expect(Object.keys(character)).not.toEqual(expect.arrayContaining(['clue']))
		expect(character).not.toHaveProperty('silhouette')
		expect(character).not.toHaveProperty('gameDebut')
		expect(character.aliases).toBeInstanceOf(Array)
	}
	expect(JSON.stringify(BUNDLED_PACK.characters)).not.toContain(pack[0]?.clue)
	expect(BUNDLED_PACK.sagas).toEqual(read('sagas.json'))
})

test("the schema's defaults are filled in at build time: a character with no aliases has an empty list", () => {
	const [goku] = read('characters.json') as Record<string, unknown>[]
	const { aliases: _aliases, ...withoutAliases } = goku ?? {}
	expect(playedCharacters([withoutAliases])[0]).toMatchObject({ championId: 0, aliases: [] })
})

test('an invalid characters or sagas file fails the build, naming what is wrong', () => {
	const [goku] = read('characters.json') as Record<string, unknown>[]
	expect(() =>
		transform(JSON.stringify([{ ...goku, gender: 'Robot' }]), '/p/content/data/characters.json'),
	).toThrow(/characters\.json[\s\S]*0\.gender: Invalid type/)
	expect(() => transform('[{"arc":"A"}]', '/p/content/data/sagas.json')).toThrow(
		/sagas\.json[\s\S]*0\.subSaga/,
	)
	expect(transform('[]', '/p/content/data/fusions.json')).toBeNull()
})

test("the header's dot reads the newest patch note's id alone, not the notes", () => {
	expect(newestNote).toBe(patchNotes[0]?.id)
	expect(transform(JSON.stringify(patchNotes), '/p/content/data/patch-notes.json?newest&lang.json')).toEqual({
		code: JSON.stringify(patchNotes[0]?.id),
		map: null,
	})
	expect(transform('[]', '/p/content/data/patch-notes.json?newest&lang.json')?.code).toBe('null')
	// the dialog's import of the whole file is left as it is
	expect(transform('[]', '/p/content/data/patch-notes.json')).toBeNull()
})
