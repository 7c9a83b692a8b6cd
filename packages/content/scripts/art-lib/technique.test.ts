import { expect, test } from 'vitest'
import { formLook } from './fusion.ts'
import { coloursOf, shapeOf } from './technique.ts'

test.each([
	['kamehameha', 'Kamehameha', 'beam'],
	['spirit-bomb', 'Spirit Bomb', 'sphere'],
	['destructo-disc', 'Destructo Disc', 'disc'],
	['special-beam-cannon', 'Special Beam Cannon', 'spiral'],
	['hellzone-grenade', 'Hellzone Grenade', 'barrage'],
	['wolf-fang-fist', 'Wolf Fang Fist', 'fist'],
	['spirit-sword', 'Spirit Sword', 'slash'],
	['neo-tri-beam', 'Neo Tri-Beam', 'triangle'],
	['crusher-ball', 'Crusher Ball', 'sphere'],
	['some-new-saucer', 'Some New Saucer', 'disc'],
])('technique %s (%s) is drawn as a %s', (id, name, shape) => {
	expect(shapeOf({ id, name })).toBe(shape)
})

test('colours follow the attack: Final Flash is yellow, Galick Gun purple, an unknown attack its own hue', () => {
	expect(coloursOf({ id: 'final-flash', name: 'Final Flash' }).glow).toBe('#ffd23a')
	expect(coloursOf({ id: 'galick-gun', name: 'Galick Gun' }).glow).toBe('#8e44ad')
	const a = coloursOf({ id: 'made-up-one', name: 'Made Up One' })
	expect(coloursOf({ id: 'made-up-two', name: 'Made Up Two' })).not.toEqual(a)
})

test.each([
	['vegito-blue', 'Vegito Blue', '#4fa3ff'],
	['vegito', 'Super Vegito', '#f5c542'],
	['gogeta-ss4', 'Super Saiyan 4 Gogeta', '#e0433a'],
	['kibito-kai', 'Kibito Kai', '#f2f6ff'],
])('fusion %s (%s) has a %s aura', (id, form, aura) => {
	expect(formLook({ id, form }).aura).toBe(aura)
})
