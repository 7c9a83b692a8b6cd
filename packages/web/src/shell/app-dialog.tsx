import type { Mode } from '@dragondle/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../components/dialog.tsx'
import { Loading } from '../components/loading.tsx'
import { ModeChoice } from '../dialogs/mode-choice.tsx'
import type { DialogKind } from '../hooks/use-layout.ts'
import { loadNamespaces } from '../i18n.ts'
import { MODE_REGISTRY } from '../modes/registry.tsx'

type Props = {
	kind: DialogKind
	mode: Mode | null
	/** Absent while the dialog must be answered (the ads opt-in at first start). */
	onClose?: () => void
	/** Opens another dialog in this one's place (the stats dialog's transfer button). */
	onOpen: (kind: DialogKind) => void
	/** The transfer dialog is a first start's offer to import (docs/product.md §4 "Transfer: import"). */
	isFirstStart?: boolean
	/** Opens a first start's offer to import, after the ads opt-in (ads-dialog.tsx decides when). */
	onOfferImport?: () => void
	/** A transfer's import is done: the layout closes the dialog and says `message` on the page. */
	onImported?: (message: string) => void
}

// every dialog's body loads when it is first opened (the stats dialog brings its charting library)
const StatsDialog = lazy(() =>
	import('../dialogs/stats-dialog.tsx').then((m) => ({ default: m.StatsDialog })),
)
const AllDoneDialog = lazy(() =>
	import('../dialogs/all-done-dialog.tsx').then((m) => ({ default: m.AllDoneDialog })),
)
// a dialog's strings load beside its code where they are not the shell's
const SettingsDialog = lazy(async () => {
	const [{ SettingsDialog }] = await Promise.all([
		import('../dialogs/settings-dialog.tsx'),
		loadNamespaces('settings', 'app'),
	])
	return { default: SettingsDialog }
})
const TransferDialog = lazy(async () => {
	const [{ TransferDialog }] = await Promise.all([
		import('../dialogs/transfer-dialog.tsx'),
		loadNamespaces('transfer'),
	])
	return { default: TransferDialog }
})
const PatchNotesDialog = lazy(() =>
	import('../dialogs/patch-notes-dialog.tsx').then((m) => ({ default: m.PatchNotesDialog })),
)
const AdsDialog = lazy(async () => {
	const [{ AdsDialog }] = await Promise.all([import('../dialogs/ads-dialog.tsx'), loadNamespaces('app')])
	return { default: AdsDialog }
})
const AboutDialog = lazy(async () => {
	const [{ AboutDialog }] = await Promise.all([
		import('../dialogs/about-dialog.tsx'),
		loadNamespaces('about'),
	])
	return { default: AboutDialog }
})

/** The dialog's body; a mode's help or statistics off a game lets the player choose the mode. */
function bodyOf(props: Props) {
	const { kind, mode, onOpen, isFirstStart = false, onOfferImport } = props
	const onClose = props.onClose ?? (() => undefined)
	if (kind === 'allDone') return <AllDoneDialog />
	if (kind === 'transfer') {
		return (
			<TransferDialog
				onClose={onClose}
				onImported={props.onImported ?? onClose}
				isFirstStart={isFirstStart}
			/>
		)
	}
	if (kind === 'about') return <AboutDialog onClose={onClose} />
	if (kind === 'settings') return <SettingsDialog onOpenAds={() => onOpen('ads')} />
	// at the first start the opt-in has no close, and may hand over to the offer to import
	if (kind === 'ads') {
		return <AdsDialog onSaved={onClose} onOfferImport={props.onClose ? undefined : onOfferImport} />
	}
	if (kind === 'notes') return <PatchNotesDialog />
	if (kind !== 'help' && kind !== 'stats') return null
	const bodyFor = (shown: Mode) => {
		if (kind === 'stats') return <StatsDialog mode={shown} onOpenTransfer={() => onOpen('transfer')} />
		const { Help } = MODE_REGISTRY[shown]
		return <Help />
	}
	// off a game (the home page's buttons) the player picks the mode
	return mode === null ? <ModeChoice>{bodyFor}</ModeChoice> : bodyFor(mode)
}

/**
 * The open dialog's title and body; help and statistics are the mode being played's, or off a game
 * (the home page's buttons) the mode the player picks in them.
 */
export function AppDialog(props: Props) {
	const { t } = useTranslation()
	const { kind, onClose } = props
	const body = bodyOf(props)
	if (body === null) return null
	return (
		<Dialog title={t(`dialogs.${kind}`)} onClose={onClose}>
			<Suspense fallback={<Loading />}>{body}</Suspense>
		</Dialog>
	)
}
