import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'

type Tabbable = typeof import('tabbable')

/**
 * tabbable (which knows radio groups, hidden and disabled controls) loads with the first dialog, not
 * with the first page; until it has arrived, Tab keeps the browser's own behaviour.
 */
let tabbableLib: Tabbable | undefined
function loadTabbable(): void {
	if (tabbableLib) return
	void import('tabbable').then((lib) => {
		tabbableLib = lib
	})
}

/**
 * Keeps Tab inside the dialog: a modal `<dialog>` makes the page inert, but from its last control
 * the browser moves focus out to its own toolbar; this wraps to the first (and Shift+Tab back).
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
	if (!tabbableLib) return
	const stops = tabbableLib.tabbable(event.currentTarget)
	const first = stops[0]
	const last = stops.at(-1)
	if (!first || !last) {
		event.preventDefault()
		return
	}
	const active = document.activeElement
	const isInside =
		active instanceof Node && event.currentTarget.contains(active) && active !== event.currentTarget
	if (event.shiftKey && (active === first || !isInside)) {
		event.preventDefault()
		last.focus()
	} else if (!event.shiftKey && (active === last || !isInside)) {
		event.preventDefault()
		first.focus()
	}
}

type Props = {
	title: string
	/** Without it the dialog has no close button and Esc leaves it open: it must be answered (the ads opt-in). */
	onClose?: () => void
	children: ReactNode
}

/**
 * Opens the native dialog as a modal on mount; closing it returns focus to what had it before, the
 * control that opened the dialog, when that is still on the page (browsers that do not do it
 * themselves, and a dialog removed rather than closed, would leave focus on the page's body).
 */
function showOnMount(element: HTMLDialogElement | null): (() => void) | undefined {
	if (!element || element.open) return undefined
	loadTabbable()
	const opener = document.activeElement
	element.showModal()
	return () => {
		element.close()
		if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus()
	}
}

/**
 * The one modal of the app: a native `<dialog>` named by its heading, Tab kept inside. Mount it to
 * open it and unmount it to close it; Esc and the close button ask the owner to close it.
 */
export function Dialog({ title, onClose, children }: Props) {
	const { t } = useTranslation()
	const headingId = useId()
	function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
		if (event.key === 'Tab') keepTabInside(event)
		if (event.key !== 'Escape') return
		event.preventDefault()
		onClose?.()
	}
	// the browser's own cancel (Esc, back gesture) must go through the owner's state as well
	function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
		event.preventDefault()
		onClose?.()
	}
	return (
		<dialog
			ref={showOnMount}
			className="dialog"
			aria-labelledby={headingId}
			onKeyDown={handleKeyDown}
			onCancel={handleCancel}
		>
			<div className="dialog__header">
				<h2 id={headingId}>{title}</h2>
				{onClose ? (
					<button
						type="button"
						className="icon-button dialog__close"
						aria-label={t('dialogs.close')}
						onClick={onClose}
					>
						<span aria-hidden="true">×</span>
					</button>
				) : null}
			</div>
			<div className="dialog__body">{children}</div>
		</dialog>
	)
}
