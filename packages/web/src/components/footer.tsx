import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { GAME_MODES } from '../modes/registry.tsx'
import type { DialogKind } from './dialog.tsx'
import { ModeIcon } from './mode-icon.tsx'

type Props = { onOpenDialog: (kind: DialogKind) => void }

/** Our other games (the four modes), About, copyright and the privacy policy; nothing third-party. */
export function Footer({ onOpenDialog }: Props) {
	const { t } = useTranslation()
	return (
		<footer className="footer">
			<nav className="footer__games" aria-labelledby="footer-more-games">
				<h2 id="footer-more-games" className="footer__heading">
					{t('footer.moreGames')}
				</h2>
				<ul>
					{GAME_MODES.map((mode) => (
						<li key={mode}>
							<Link to={`/${mode}`} className="footer__game">
								<ModeIcon mode={mode} size={24} />
								{t(`modes.${mode}.title`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="footer__links">
				<button type="button" className="link-button" onClick={() => onOpenDialog('about')}>
					{t('footer.about')}
				</button>
				<Link to="/privacy_policy">{t('footer.privacy')}</Link>
			</div>
			<p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
		</footer>
	)
}
