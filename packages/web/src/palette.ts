import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue, subscribe } from './storage/store.ts'

/** The tile palettes palette.css defines, named by `<html data-palette>` (decision 080). */
export type Palette = 'default' | 'colour-blind'

/** The palette the stored Settings choice asks for. */
export function storedPalette(): Palette {
	return readValue(STORAGE_KEYS.colourBlind) ? 'colour-blind' : 'default'
}

/**
 * Puts the stored palette on `<html>` now and after every change of a stored value (Settings, or
 * another tab), so render never touches the document; returns the unsubscribe.
 */
export function followPalette(root: HTMLElement = document.documentElement): () => void {
	const apply = () => {
		root.dataset.palette = storedPalette()
	}
	apply()
	return subscribe(apply)
}
