import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { onResume } from './native.ts'
import './app-mode.css'

/** docs/product.md §8, §9: the no-internet toast stays 10 s. */
export const OFFLINE_TOAST_MS = 10_000

/**
 * The no-internet toast at the top of the screen (docs/product.md §8), on start and on each resume while the
 * device is offline; it leaves by itself after 10 s. The status region is always there, so a
 * screen reader announces the words when they appear.
 */
export function OfflineToast() {
	const { t } = useTranslation('app')
	const [isShown, setShown] = useState(false)
	// a subscription to the app's start and resume, with its timer
	useEffect(() => {
		let timer: ReturnType<typeof setTimeout> | undefined
		function check() {
			if (navigator.onLine) return
			setShown(true)
			clearTimeout(timer)
			timer = setTimeout(() => setShown(false), OFFLINE_TOAST_MS)
		}
		check()
		const stop = onResume(check)
		return () => {
			stop()
			clearTimeout(timer)
		}
	}, [])
	return (
		<div role="status" className={isShown ? 'toast toast--shown' : 'toast'}>
			{isShown ? t('offline.text') : null}
		</div>
	)
}
