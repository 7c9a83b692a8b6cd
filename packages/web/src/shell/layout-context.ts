import type { Mode } from '@dragondle/core'
import type { ParseKeys } from 'i18next'
import { useOutletContext } from 'react-router'
import type { DialogKind } from '../components/dialog.tsx'
import type { PlayKind } from '../game/play.ts'

// What the layout shares with the routes and the pages, apart from the layout itself: a page that
// opens a dialog or ends a game imports this, never the layout (which imports the dialogs).

/**
 * What a route declares in its `handle`: the common.json key of its title, its mode if it is a
 * game, and which kind of game it plays (the header says it).
 */
export type RouteHandle = { titleKey?: ParseKeys<'common'>; mode?: Mode; play?: PlayKind }

/** What pages get from the layout through the outlet context. */
export type LayoutContext = {
	openDialog: (kind: DialogKind) => void
	/** A game's end has just shown: the all-done dialog may follow. */
	onGameEnd?: () => void
}

/** Lets a page open one of the shared dialogs (e.g. stats from the end panel). */
export function useLayout(): LayoutContext {
	return useOutletContext<LayoutContext>()
}
