import type { Mode } from '@dragondle/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { AboutBody } from '../dialogs/about-dialog.tsx'
import { MODE_REGISTRY } from '../modes/registry.tsx'
import { Dialog, type DialogKind } from './dialog.tsx'
import { Loading } from './loading.tsx'

type Props = {
	kind: DialogKind
	mode: Mode | null
	onClose: () => void
	/** Opens another dialog in this one's place (the stats dialog's transfer button). */
	onOpen: (kind: DialogKind) => void
}

// the stats dialog (and its charting library) loads when it is first opened
const StatsDialog = lazy(() =>
	import('../dialogs/stats-dialog.tsx').then((m) => ({ default: m.StatsDialog })),
)
const AllDoneDialog = lazy(() =>
	import('../dialogs/all-done-dialog.tsx').then((m) => ({ default: m.AllDoneDialog })),
)
const SettingsDialog = lazy(() =>
	import('../dialogs/settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })),
)
const TransferDialog = lazy(() =>
	import('../dialogs/transfer-dialog.tsx').then((m) => ({ default: m.TransferDialog })),
)

/** The dialog's body; null when it has none yet. */
function bodyOf({ kind, mode, onClose, onOpen }: Props) {
	if (kind === 'allDone') return <AllDoneDialog />
	if (kind === 'transfer') return <TransferDialog onClose={onClose} />
	if (kind === 'about') return <AboutBody onClose={onClose} />
	if (kind === 'settings') return <SettingsDialog />
	if (mode === null) return null
	if (kind === 'help') {
		const { Help } = MODE_REGISTRY[mode]
		return <Help />
	}
	return kind === 'stats' ? <StatsDialog mode={mode} onOpenTransfer={() => onOpen('transfer')} /> : null
}

/** The open dialog's title and body: the help and statistics of the mode being played; the rest arrive in `dialogs/`. */
export function AppDialog(props: Props) {
	const { t } = useTranslation()
	const { kind, onClose } = props
	const body = bodyOf(props)
	return (
		<Dialog title={t(`dialogs.${kind}`)} onClose={onClose}>
			{body ? <Suspense fallback={<Loading />}>{body}</Suspense> : <p>{t('dialogs.comingSoon')}</p>}
		</Dialog>
	)
}
