import { isBirthday } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useToday } from '../hooks/use-today.ts'

/** Our own wordmark: a gold disc with a cut-out D, plus a candle on the game's birthdays. */
export function Logo() {
	const { t } = useTranslation()
	const birthday = isBirthday(useToday().gameNumero)
	return (
		<div className={birthday ? 'logo logo--birthday' : 'logo'}>
			<Link to="/" className="logo__link" aria-label={t('header.home')}>
				<svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
					<circle cx="32" cy="34" r="24" className="logo__disc" />
					<path d="M24 20h9c9 0 15 6 15 14s-6 14-15 14h-9z" className="logo__cut" />
					<path d="M30 27h3c5 0 8 3 8 7s-3 7-8 7h-3z" className="logo__disc" />
					{birthday ? (
						<g className="logo__candle">
							<rect x="29" y="6" width="6" height="8" rx="1.5" />
							<path d="M32 0c3 3 3 5 0 6c-3-1-3-3 0-6z" className="logo__flame" />
						</g>
					) : null}
				</svg>
				<span className="logo__word" aria-hidden="true">
					{t('appName')}
				</span>
			</Link>
			{birthday ? <p className="logo__birthday">{t('header.birthday')}</p> : null}
		</div>
	)
}
