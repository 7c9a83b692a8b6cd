import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { LATEST_DRAW_VERSION } from './draw-version.ts'
import { FusionSchema, TechniqueSchema } from './schemas.ts'

test('an entry may join from any draw version that exists, and from none after the latest', () => {
	const fusion = { id: 'vegito-base', championId: 22, form: 'Vegito', components: [0, 1] }
	const technique = { id: 'final-flash', name: 'Final Flash', championId: 1 }
	for (const schema of [FusionSchema, TechniqueSchema] as const) {
		const entry = schema === FusionSchema ? fusion : technique
		for (let version = 1; version <= LATEST_DRAW_VERSION; version++) {
			expect(z.safeParse(schema, { ...entry, sinceDraw: version }).success).toBe(true)
		}
		expect(z.safeParse(schema, { ...entry, sinceDraw: LATEST_DRAW_VERSION + 1 }).success).toBe(false)
		expect(z.safeParse(schema, { ...entry, sinceDraw: 0 }).success).toBe(false)
	}
})
