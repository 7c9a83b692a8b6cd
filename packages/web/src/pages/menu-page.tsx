import { MODES } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { InstallButton } from '../components/install-button.tsx'
import { ModeIcon } from '../components/mode-icon.tsx'
import { PlayLinks } from '../components/play-links.tsx'
import { hapticTap, isAppBuild } from '../platform.ts'

/** The home page: one card per mode, and the install offer where the browser makes one (not in the app). */
export function MenuPage() {
	const { t } = useTranslation()
	return (
		<section className="menu" aria-labelledby="menu-heading">
			<h1 id="menu-heading">{t('menu.heading')}</h1>
			<p className="menu__intro">{t('menu.intro')}</p>
			<ul className="menu__cards">
				{MODES.map((mode) => (
					<li key={mode}>
						<Link to={`/${mode}`} className={`mode-card mode-card--${mode}`} onClick={hapticTap}>
							<ModeIcon mode={mode} size={56} />
							<span className="mode-card__text">
								<span className="mode-card__title">{t(`modes.${mode}.title`)}</span>
								<span className="mode-card__description">{t(`modes.${mode}.description`)}</span>
							</span>
						</Link>
					</li>
				))}
			</ul>
			<PlayLinks mode={MODES[0] ?? 'classic'} />
			{/* the app is installed already (decision 086) */}
			{isAppBuild() ? null : <InstallButton />}
		</section>
	)
}
