import type { Mode } from '@dragondle/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ModeDefinition } from '../game/definition.ts'
import type { Play } from '../game/play.ts'
import { loadNamespaces } from '../i18n.ts'

/** What a mode's page is told: today's game by default, or a past day's (decision 084). */
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
		const [{ definition }] = await Promise.all([load(), loadNamespaces('game', 'help')])
		return { default: definition.Help }
	})
	return { Page, Help }
}

/**
 * The mode registry (docs/architecture.md): one entry per mode, in the order the game presents them. The routes,
 * the help dialog, the archive's and practice's pages and the challenge page load a mode's page
 * and help from it; widgets that only list the modes use core's `MODES`, which imports no page.
 * Adding a mode is one entry here, its definition beside its board, and its reveal in core.
 */
export const MODE_REGISTRY = {
	classic: registered(() => import('./classic/classic-mode.tsx')),
	fusion: registered(() => import('./fusion/fusion-mode.tsx')),
	technique: registered(() => import('./technique/technique-mode.tsx')),
	silhouette: registered(() => import('./silhouette/silhouette-mode.tsx')),
} satisfies Record<Mode, RegisteredMode>
