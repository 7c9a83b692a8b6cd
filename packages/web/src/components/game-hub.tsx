import { MODES } from '@dragondle/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useRuntimeConfig } from '../config.ts'
import { ModeIcon } from './mode-icon.tsx'

/** A link to another site, opened in a new tab without handing it this page. */
export function ExternalLink({ href, children }: { href: string; children: string }) {
	return (
		<a href={href} target="_blank" rel="noopener noreferrer">
			{children}
		</a>
	)
}

type Props = {
	/** The footer's heading is a section's (2); inside a dialog, under its title, it is 3. */
	headingLevel: 2 | 3
}

/**
 * "More games" (docs/product.md §2 "Footer", "Dialogs" (Complete-all dialog)): the operator's
 * sibling games (`SIBLING_GAMES`); without any, our own four modes. The footer and the all-done
 * dialog both show it.
 */
export function GameHub({ headingLevel }: Props) {
	const { t } = useTranslation()
	const { siblingGames } = useRuntimeConfig()
	const headingId = useId()
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<nav className="footer__games" aria-labelledby={headingId}>
			<Heading id={headingId} className="footer__heading">
				{t('footer.moreGames')}
			</Heading>
			<ul>
				{siblingGames.length > 0
					? siblingGames.map((game) => (
							<li key={game.url}>
								<ExternalLink href={game.url}>{game.name}</ExternalLink>
							</li>
						))
					: MODES.map((mode) => (
							<li key={mode}>
								<Link to={`/${mode}`} className="footer__game">
									<ModeIcon mode={mode} size={24} />
									{t(`modes.${mode}.title`)}
								</Link>
							</li>
						))}
			</ul>
		</nav>
	)
}
