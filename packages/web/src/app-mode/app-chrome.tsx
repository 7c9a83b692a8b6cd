import { useLocation } from 'react-router'
import { AdSlot } from '../components/ad-slot.tsx'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue } from '../storage/store.ts'
import { OfflineToast } from './offline-toast.tsx'
import { UpdateNotice } from './update-notice.tsx'

/**
 * What app mode adds around every page (decision 087): the no-internet toast, the store update
 * notice, and the ad slot, re-keyed on each route change but the menu's (docs/product.md §4). The layout
 * loads this only in app mode.
 */
export function AppChrome() {
	const { pathname } = useLocation()
	// the opt-in comes first: the update notice waits until it is answered, never two dialogs at once
	const isOptInAnswered = useValue(STORAGE_KEYS.adsConsent) !== null
	return (
		<>
			<OfflineToast />
			{isOptInAnswered ? <UpdateNotice /> : null}
			{pathname === '/' ? null : <AdSlot key={pathname} />}
		</>
	)
}
