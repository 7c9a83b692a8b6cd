import { useLocation } from 'wouter'
import { AdSlot } from '../components/ad-slot.tsx'
import { OfflineToast } from './offline-toast.tsx'
import { UpdateNotice } from './update-notice.tsx'

type Props = {
	/** A first start's dialogs are open: the ads opt-in, then the offer to import (root-layout.tsx). */
	isFirstStart: boolean
}

/**
 * What app mode adds around every page (decision 087): the no-internet toast, the store update
 * notice, and the ad slot, re-keyed on each route change but the menu's (docs/product.md §4). The layout
 * loads this only in app mode.
 */
export function AppChrome({ isFirstStart }: Props) {
	const [pathname] = useLocation()
	// a first start's dialogs come first: the update notice waits for them, never two dialogs at once
	return (
		<>
			<OfflineToast />
			{isFirstStart ? null : <UpdateNotice />}
			{pathname === '/' ? null : <AdSlot key={pathname} />}
		</>
	)
}
