import { useTranslation } from 'react-i18next'

/** The Settings dialog's body (to be built: issue #10). */
export function SettingsDialog() {
	const { t } = useTranslation('settings')
	return <p>{t('comingSoon')}</p>
}
