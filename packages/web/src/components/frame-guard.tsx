import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * True when the page runs inside a frame of another origin. A foreign parent's location cannot be
 * read at all, which is how we know it is foreign.
 */
export function isForeignFrame(win: Window = window): boolean {
	if (win.top === win.self) return false
	try {
		return win.top?.location.origin !== win.location.origin
	} catch {
		return true
	}
}

type Props = { children: ReactNode; isFramed?: () => boolean }

/** Refuses to run the game inside a foreign site's frame (docs/product.md §1), pointing to the official address. */
export function FrameGuard({ children, isFramed = isForeignFrame }: Props) {
	const { t } = useTranslation()
	if (!isFramed()) return children
	const official = window.location.origin
	return (
		<main className="frame-guard">
			<p>{t('frame.message')}</p>
			<p>
				{t('frame.official')}{' '}
				<a href={official} target="_blank" rel="noopener noreferrer">
					{official}
				</a>
			</p>
		</main>
	)
}
