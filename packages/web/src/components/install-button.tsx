import { useTranslation } from 'react-i18next'
import { promptInstall, useCanInstall } from '../install-prompt.ts'

/** 'Install the app', shown only while the browser offers the install (Chromium's prompt event). */
export function InstallButton() {
	const { t } = useTranslation('app')
	const canInstall = useCanInstall()
	function handleClick() {
		// a dismissed or failed prompt changes nothing: the site goes on in the browser
		promptInstall().catch(() => undefined)
	}
	return canInstall ? (
		<button type="button" className="button install-button" onClick={handleClick}>
			{t('install.button')}
		</button>
	) : null
}
