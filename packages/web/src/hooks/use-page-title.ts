import { useEffect } from 'react'

/** Sets document.title while the component is shown; callers pass a localized title, so it follows the locale. */
export function usePageTitle(title: string): void {
	useEffect(() => {
		const previous = document.title
		document.title = title
		return () => {
			document.title = previous
		}
	}, [title])
}
