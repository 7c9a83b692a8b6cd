import { PlayerIssueResponseSchema } from '@dragondle/core'
import { expect, test } from 'vitest'
import { makeTestApp, playerId } from '../test/test-app.ts'

type App = Awaited<ReturnType<typeof makeTestApp>>['app']

const issue = (app: App, remoteAddress = '203.0.113.9') =>
	app.inject({ method: 'POST', url: '/api/players', remoteAddress })

async function winnerCount(app: App) {
	return (await app.inject({ url: '/api/winners/classic?gameNumero=10&utc=2' })).json().count
}

test('a made-up player id counts nothing: 403 UNKNOWN_PLAYER, and the count stays', async () => {
	const { app, daily } = await makeTestApp()
	const name = daily.answer('classic', 'eu', 10).champion_name
	const other = playerId(1, 'another install')
	for (const player of ['player-0001', 'A'.repeat(38), `${playerId(1).slice(0, -1)}A`, other]) {
		const payload = { name, utc: 2, player }
		const answer = await app.inject({ method: 'POST', url: '/api/games/classic/answer', payload })
		expect(answer.statusCode, player).toBe(403)
		expect(answer.json()).toEqual({
			message: expect.stringContaining('/api/players'),
			code: 'UNKNOWN_PLAYER',
		})
	}
	expect(await winnerCount(app)).toBe(0)
})

test('an id the server issued counts once per game, on every instance of the install', async () => {
	const first = await makeTestApp({ env: { SCHEDULE_SECRET: 'shared-install' } })
	const issued = await issue(first.app)
	expect(issued.statusCode).toBe(200)
	expect(issued.headers['cache-control']).toBe('no-store')
	const { player } = PlayerIssueResponseSchema.parse(issued.json())
	expect(player).not.toBe(PlayerIssueResponseSchema.parse((await issue(first.app)).json()).player)
	const name = first.daily.answer('classic', 'eu', 10).champion_name
	// another instance of the same install (the same secret) takes the id too
	const second = await makeTestApp({ env: { SCHEDULE_SECRET: 'shared-install' }, store: first.store })
	for (const { app } of [first, second, first]) {
		const payload = { name, utc: 2, player }
		const answer = await app.inject({ method: 'POST', url: '/api/games/classic/answer', payload })
		expect(answer.json()).toEqual({ correct: true, rank: 1, count: 1 })
	}
})

test('issuance is limited per address: PLAYER_IDS_PER_HOUR, then 429', async () => {
	const { app } = await makeTestApp({ env: { PLAYER_IDS_PER_HOUR: '3' } })
	const statuses = []
	for (let i = 0; i < 4; i++) statuses.push((await issue(app)).statusCode)
	expect(statuses).toEqual([200, 200, 200, 429])
	// another address is not held back by the first
	expect((await issue(app, '198.51.100.20')).statusCode).toBe(200)
})
