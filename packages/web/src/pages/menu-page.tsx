import { MODES } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Icon } from '../components/icons.tsx'
import { InstallButton } from '../components/install-button.tsx'
import { ModeIcon } from '../components/mode-icon.tsx'
import { PlayLinks } from '../components/play-links.tsx'
import { useLayout } from '../hooks/use-layout.ts'
import { hapticTap, isAppBuild } from '../platform.ts'

/**
 * The home page: How to play and Statistics, one card per mode, and the install offer where the
 * browser makes one (not in the app).
 */
export function MenuPage() {
	const { t } = useTranslation()
	const { openDialog } = useLayout()
	return (
		<section className="menu" aria-labelledby="menu-heading">
			<h1 id="menu-heading">{t('menu.heading')}</h1>
			<p className="menu__intro">{t('menu.intro')}</p>
			{/* a first visit finds the rules and the record here, off any game (decision 112) */}
			<div className="menu__tools">
				<button type="button" className="menu__tool" onClick={() => openDialog('help')}>
					<Icon name="help" />
					{t('header.help')}
				</button>
				<button type="button" className="menu__tool" onClick={() => openDialog('stats')}>
					<Icon name="stats" />
					{t('header.stats')}
				</button>
			</div>
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
