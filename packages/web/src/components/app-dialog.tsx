import type { Mode } from '@dragondle/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { MODE_REGISTRY } from '../modes/registry.tsx'
import { Dialog, type DialogKind } from './dialog.tsx'
import { Loading } from './loading.tsx'

type Props = { kind: DialogKind; mode: Mode | null; onClose: () => void }

// the stats dialog (and its charting library) loads when it is first opened
const StatsDialog = lazy(() =>
	import('../dialogs/stats-dialog.tsx').then((m) => ({ default: m.StatsDialog })),
)
const AllDoneDialog = lazy(() =>
	import('../dialogs/all-done-dialog.tsx').then((m) => ({ default: m.AllDoneDialog })),
)

/** The dialog's body for a mode's page; null when it has none yet. */
function bodyOf(kind: DialogKind, mode: Mode | null) {
	if (kind === 'allDone') return <AllDoneDialog />
	if (mode === null) return null
	if (kind === 'help') {
		const { Help } = MODE_REGISTRY[mode]
		return <Help />
	}
	return kind === 'stats' ? <StatsDialog mode={mode} /> : null
}

/** The open dialog's title and body: the help and statistics of the mode being played; the rest arrive in `dialogs/`. */
export function AppDialog({ kind, mode, onClose }: Props) {
	const { t } = useTranslation()
	const body = bodyOf(kind, mode)
	return (
		<Dialog title={t(`dialogs.${kind}`)} onClose={onClose}>
			{kind === 'about' ? <p>{t('dialogs.aboutIntro')}</p> : null}
			{body ? <Suspense fallback={<Loading />}>{body}</Suspense> : <p>{t('dialogs.comingSoon')}</p>}
		</Dialog>
	)
}
