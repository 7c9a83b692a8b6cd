import { useTranslation } from 'react-i18next'
import { Dialog, type DialogKind } from './dialog.tsx'

type Props = { kind: DialogKind; onClose: () => void }

/** Picks the open dialog's title and body; the real contents arrive in `dialogs/` one by one. */
export function AppDialog({ kind, onClose }: Props) {
	const { t } = useTranslation()
	return (
		<Dialog title={t(`dialogs.${kind}`)} onClose={onClose}>
			{kind === 'about' ? <p>{t('dialogs.aboutIntro')}</p> : null}
			<p>{t('dialogs.comingSoon')}</p>
		</Dialog>
	)
}
