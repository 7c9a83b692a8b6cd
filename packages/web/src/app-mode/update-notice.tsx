import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../components/dialog.tsx'
import { installedVersion, onResume, storePlatform } from './native.ts'
import { type AppUpdate, findAppUpdate } from './update-check.ts'

/**
 * The mobile update notice (docs/product.md §2): checked on start and on each resume (at most once a day,
 * update-check.ts); it offers the store's page, and 'Later' closes it until the next check.
 */
export function UpdateNotice() {
	const { t } = useTranslation('app')
	const { t: tCommon } = useTranslation()
	const [update, setUpdate] = useState<AppUpdate | null>(null)
	// a subscription to the app's start and resume
	useEffect(() => {
		let isCurrent = true
		function check() {
			void findAppUpdate({ now: Date.now(), platform: storePlatform(), installed: installedVersion }).then(
				(found) => {
					if (isCurrent && found) setUpdate(found)
				},
			)
		}
		check()
		const stop = onResume(check)
		return () => {
			isCurrent = false
			stop()
		}
	}, [])
	if (update === null) return null
	return (
		<Dialog title={tCommon('dialogs.update')} onClose={() => setUpdate(null)}>
			<p>{t('update.text', { version: update.version })}</p>
			<div className="setting-group__buttons">
				<a className="button" href={update.storeUrl} target="_blank" rel="noopener noreferrer">
					{t('update.store')}
				</a>
				<button type="button" className="link-button" onClick={() => setUpdate(null)}>
					{t('update.later')}
				</button>
			</div>
		</Dialog>
	)
}
