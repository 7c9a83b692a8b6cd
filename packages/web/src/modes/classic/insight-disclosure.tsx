import type { PlayContent } from '@dragondle/content'
import { type Character, type ClassicCategory, shownCategories } from '@dragondle/core'
import { lazy, Suspense, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadNamespaces } from '../../i18n.ts'
import type { InsightInput } from './insight-figures.ts'

// the panel, its strings and its worker are fetched once the player asks, never with the page
const InsightPanel = lazy(() =>
	Promise.all([import('./insight-panel.tsx'), loadNamespaces('insight')]).then(([module]) => ({
		default: module.InsightPanel,
	})),
)

type Props = {
	pack: PlayContent
	/** The guesses' English names, in the order played. */
	guesses: readonly string[]
	answer: Character
	/** The categories the challenger zone hid: the insight reads only the tiles the board showed. */
	disabled: readonly ClassicCategory[]
}

/**
 * "How you narrowed it down" (decision 124): a button after a Classic win or give-up that opens
 * the insight under it. Opening moves focus to the panel's heading, so a screen reader says where
 * the player is, and the status line inside says when the figures are there.
 */
export function InsightDisclosure({ pack, guesses, answer, disabled }: Props) {
	const { t } = useTranslation('game')
	const [isOpen, setOpen] = useState(false)
	const panelId = useId()
	const headingId = useId()
	const input: InsightInput = useMemo(
		() => ({ pack, guesses, answerId: answer.championId, shown: shownCategories(disabled) }),
		[pack, guesses, answer, disabled],
	)
	if (guesses.length === 0) return null
	return (
		<div className="insight">
			<button
				type="button"
				className="button"
				aria-expanded={isOpen}
				aria-controls={panelId}
				onClick={() => setOpen((wasOpen) => !wasOpen)}
			>
				{t('classic.insight')}
			</button>
			<section id={panelId} aria-labelledby={isOpen ? headingId : undefined} hidden={!isOpen}>
				{isOpen ? (
					<>
						<h3 id={headingId} tabIndex={-1} ref={focusOnOpen}>
							{t('classic.insight')}
						</h3>
						<Suspense fallback={null}>
							<InsightPanel input={input} />
						</Suspense>
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
