import { MODES, type Mode } from '@dragondle/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ModeDefinition } from '../game/definition.ts'
import type { Play } from '../game/play.ts'
import { loadNamespaces } from '../i18n.ts'

/** What a mode's page is told: today's game by default, or a past day's (issue #13). */
export type ModePageProps = { play?: Play }

/** What the app gets of a mode: its page (the shared game screen around its board) and its help. */
export type RegisteredMode = {
	Page: LazyExoticComponent<ComponentType<ModePageProps>>
	Help: LazyExoticComponent<ComponentType>
}

type ModeChunk<M extends Mode> = { definition: ModeDefinition<M> }

/**
 * A mode's chunk loads with the page: the shared game screen, the mode's definition and the game's
 * strings download in parallel, so a mode costs its first visitor no extra round trip.
 */
function registered<M extends Mode>(load: () => Promise<ModeChunk<M>>): RegisteredMode {
	const Page = lazy(async () => {
		const [{ definition }, { GamePage }] = await Promise.all([
			load(),
			import('../game/game-page.tsx'),
			loadNamespaces('game'),
		])
		return { default: ({ play }: ModePageProps) => <GamePage definition={definition} play={play} /> }
	})
	const Help = lazy(async () => {
		const [{ definition }] = await Promise.all([load(), loadNamespaces('game')])
		return { default: definition.Help }
	})
	return { Page, Help }
}

/**
 * The mode registry (docs/architecture.md): one entry per mode, in the order the game presents them. Routes,
 * the header's progress, the menu, the footer, the help dialog and the next-mode card come from it.
 * Adding a mode is one entry here, its definition beside its board, and its reveal in core.
 */
export const MODE_REGISTRY = {
	classic: registered(() => import('./classic/classic-mode.tsx')),
	fusion: registered(() => import('./fusion/fusion-mode.tsx')),
	technique: registered(() => import('./technique/technique-mode.tsx')),
	silhouette: registered(() => import('./silhouette/silhouette-mode.tsx')),
} satisfies Record<Mode, RegisteredMode>

/** The modes in play order. */
export const GAME_MODES: readonly Mode[] = MODES

/** The next mode after `current`, in order and wrapping round, not yet done today; null when all are. */
export function nextModeAfter(current: Mode, done: ReadonlySet<Mode>): Mode | null {
	const start = GAME_MODES.indexOf(current)
	const rest = [...GAME_MODES.slice(start + 1), ...GAME_MODES.slice(0, start)]
	return rest.find((mode) => !done.has(mode)) ?? null
}
