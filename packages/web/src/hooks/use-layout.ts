import { createContext, useContext } from 'react'

// What the layout (shell/root-layout.tsx) gives the pages: a page that opens a dialog or ends a
// game imports this, never the layout, which imports the dialogs.

/** Every dialog of the app; the layout keeps which one is open as a single value. */
export type DialogKind = 'stats' | 'help' | 'transfer' | 'notes' | 'settings' | 'about' | 'allDone' | 'ads'

/** What pages get from the layout. */
export type LayoutContext = {
	openDialog: (kind: DialogKind) => void
	/** A game's end has just shown: the all-done dialog may follow. */
	onGameEnd?: () => void
}

const NO_LAYOUT: LayoutContext = { openDialog: () => {} }

const Layout = createContext<LayoutContext>(NO_LAYOUT)

/** The layout's hold, given to the page it shows (a test gives its own). */
export const LayoutProvider = Layout.Provider

/** Lets a page open one of the shared dialogs (e.g. stats from the end panel). */
export function useLayout(): LayoutContext {
	return useContext(Layout)
}
