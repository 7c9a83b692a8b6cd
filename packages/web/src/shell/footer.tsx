import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ExternalLink, GameHub } from '../components/game-hub.tsx'
import { useRuntimeConfig } from '../config.ts'
import type { DialogKind } from '../hooks/use-layout.ts'
import { useAppMode } from '../platform.ts'

type Props = { onOpenDialog: (kind: DialogKind) => void }

/**
 * The footer (docs/product.md §2): the hub of sibling games, the social link (not for the Chinese locale, whose
 * players use another network), About, and on the web the tip jar, the store links and the privacy
 * policy; the copyright. Links the operator left unset are not shown.
 */
export function Footer({ onOpenDialog }: Props) {
	const { t, i18n } = useTranslation()
	const { socialUrl, tipUrl } = useRuntimeConfig()
	const isWeb = !useAppMode()
	return (
		<footer className="footer">
			<GameHub headingLevel={2} />
			<div className="footer__links">
				<button type="button" className="link-button" onClick={() => onOpenDialog('about')}>
					{t('footer.about')}
				</button>
				{socialUrl && !i18n.language.startsWith('zh') ? (
					<ExternalLink href={socialUrl}>{t('footer.social')}</ExternalLink>
				) : null}
				{tipUrl && isWeb ? <ExternalLink href={tipUrl}>{t('footer.tip')}</ExternalLink> : null}
				{isWeb ? <Link to="/privacy_policy">{t('footer.privacy')}</Link> : null}
			</div>
			{isWeb ? <StoreLinks /> : null}
			<p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
		</footer>
	)
}

/** The app's store pages, when it is out in them. */
function StoreLinks() {
	const { t } = useTranslation()
	const { iosStoreUrl, androidStoreUrl } = useRuntimeConfig()
	if (!iosStoreUrl && !androidStoreUrl) return null
	return (
		<ul className="footer__stores" aria-label={t('footer.stores')}>
			{iosStoreUrl ? (
				<li>
					<ExternalLink href={iosStoreUrl}>{t('app.appStore')}</ExternalLink>
				</li>
			) : null}
			{androidStoreUrl ? (
				<li>
					<ExternalLink href={androidStoreUrl}>{t('app.googlePlay')}</ExternalLink>
				</li>
			) : null}
		</ul>
	)
}
