import type { Mode } from '@dragondle/core'
import type { PlayKind } from '../play-kind.ts'

/** A game event (docs/product.md §4 "Game flow"), of any kind of game, which `play` names. */
export type GameEvent =
	| { name: 'start' | 'fail'; mode: Mode; play: PlayKind }
	/** A win; its streak is read from the history as it is reported (outbound.ts). */
	| { name: 'complete'; mode: Mode; play: PlayKind; gameNumero: number; nbGuesses: number }
	/** A link to another site followed: its origin and path. */
	| { name: 'click'; url: string }

/** What the collectors receive (decision 099): the game events, and page views by path. */
export type AnalyticsEvent = GameEvent | { name: 'pageview'; path: string }

/** An event as it is sent: a win with its streak (a daily game's; null for the others). */
export type SentEvent =
	| Exclude<AnalyticsEvent, { name: 'complete' }>
	| { name: 'complete'; mode: Mode; play: PlayKind; nbGuesses: number; streak: number | null }
