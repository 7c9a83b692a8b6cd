import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Mode } from '@dragondle/core'
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify'
import type { Config } from '../config.ts'
import type { DailyAnswers } from '../daily.ts'
import type { PlayerIds } from '../player-ids.ts'
import type { Store } from '../store/store.ts'
import type { Clock, SealedAnswers } from '../today.ts'
import type { ValibotTypeProvider } from '../valibot-fastify.ts'

/** The bundle's JSON body for the current game numbers, built once per change. */
export type BundleCache = { get(): Promise<string> }

/**
 * What every route may use; built once by buildApp. The API's routes are registered under the
 * `/api/` prefix and the daily cache's under `/cache/` (app.ts): `'/winners/:mode'` there answers
 * `/api/winners/:mode`.
 */
export type RouteContext = {
	store: Store
	clock: Clock
	config: Config
	daily: DailyAnswers
	/** Today's answers, encrypted once per game. */
	sealed: SealedAnswers
	/** The daily cache bundle, serialized once per change. */
	bundle: BundleCache
	/** The web build's version (dist/version.json), 0 without a build. */
	version: number
	/** The player ids this install issued: only theirs count as winners. */
	playerIds: PlayerIds
	/** Told of each win recorded for the first time (metrics). */
	onWinRecorded: (mode: Mode) => void
}

/** The app with core's schemas typing each route's input and answer. */
export type SchemaApp = FastifyInstance<
	RawServerDefault,
	IncomingMessage,
	ServerResponse,
	FastifyBaseLogger,
	ValibotTypeProvider
>

/** API answers are per player and per moment: no cache may keep them unless a route says so. */
export const NO_STORE = 'no-store'
export const NO_CACHE = 'no-cache'
/** The type of a JSON body sent already serialized. */
export const JSON_TYPE = 'application/json; charset=utf-8'
