import type { Mode } from '@dragondle/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { MODE_REGISTRY } from '../modes/registry.tsx'
import { Dialog, type DialogKind } from './dialog.tsx'
import { Loading } from './loading.tsx'

type Props = { kind: DialogKind; mode: Mode | null; onClose: () => void }

/** The open dialog's title and body: the help of the mode being played; the rest arrive in `dialogs/`. */
export function AppDialog({ kind, mode, onClose }: Props) {
	const { t } = useTranslation()
	const Help = kind === 'help' && mode !== null ? MODE_REGISTRY[mode].Help : null
	return (
		<Dialog title={t(`dialogs.${kind}`)} onClose={onClose}>
			{kind === 'about' ? <p>{t('dialogs.aboutIntro')}</p> : null}
			{Help ? (
				<Suspense fallback={<Loading />}>
					<Help />
				</Suspense>
			) : (
				<p>{t('dialogs.comingSoon')}</p>
			)}
		</Dialog>
	)
}
