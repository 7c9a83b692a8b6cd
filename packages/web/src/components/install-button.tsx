import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { promptInstall, useCanInstall } from '../install-prompt.ts'

/** 'Install the app', shown only while the browser offers the install (Chromium's prompt event). */
export function InstallButton() {
	// the app's strings load only once the browser offers the install, not with every menu
	return useCanInstall() ? (
		<Suspense fallback={null}>
			<InstallAppButton />
		</Suspense>
	) : null
}

function InstallAppButton() {
	const { t } = useTranslation('app')
	function handleClick() {
		// a dismissed or failed prompt changes nothing: the site goes on in the browser
		promptInstall().catch(() => undefined)
	}
	return (
		<button type="button" className="button install-button" onClick={handleClick}>
			{t('install.button')}
		</button>
	)
}
