import { type ComponentType, lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadNamespaces } from '../i18n.ts'

/**
 * A mode's insight panel as a lazy component: its module and the `insight` strings are fetched
 * together once the disclosure opens, never with the page (decisions 124 and 125).
 */
export function lazyInsightPanel<P extends object>(load: () => Promise<ComponentType<P>>) {
	return lazy(() => Promise.all([load(), loadNamespaces('insight')]).then(([Panel]) => ({ default: Panel })))
}

type Props = {
	/** The mode's lazy panel (lazyInsightPanel), rendered only while the disclosure is open. */
	children: ReactNode
}

/**
 * "How you narrowed it down" (decisions 124 and 125): a button after a win or a give-up that opens
 * the mode's insight under it. Opening moves focus to the panel's heading, so a screen reader says
 * where the player is, and the status line inside says when the figures are there.
 */
export function InsightDisclosure({ children }: Props) {
	const { t } = useTranslation('game')
	const [isOpen, setOpen] = useState(false)
	const panelId = useId()
	const headingId = useId()
	return (
		<div className="insight">
			<button
				type="button"
				className="button"
				aria-expanded={isOpen}
				aria-controls={panelId}
				onClick={() => setOpen((wasOpen) => !wasOpen)}
			>
				{t('end.insight')}
			</button>
			<section id={panelId} aria-labelledby={isOpen ? headingId : undefined} hidden={!isOpen}>
				{isOpen ? (
					<>
						<h3 id={headingId} tabIndex={-1} ref={focusOnOpen}>
							{t('end.insight')}
						</h3>
						<Suspense fallback={null}>{children}</Suspense>
					</>
				) : null}
			</section>
		</div>
	)
}

/** The heading takes focus as the panel opens (a button press, never a page load). */
function focusOnOpen(heading: HTMLHeadingElement | null): void {
	heading?.focus()
}
