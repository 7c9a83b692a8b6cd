import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { GuessBox } from '../components/guess-box.tsx'
import { ModeIcon } from '../components/mode-icon.tsx'

type Props = { mode: Mode }

const NO_CHARACTERS: never[] = []
const NOTHING_EXCLUDED: ReadonlySet<string> = new Set()

function ignoreGuess(): void {
	// the mode is not playable yet: the disabled box never submits
}

/** Placeholder screen of a mode still being built: its title and the guess box, disabled. */
export function ComingSoonPage({ mode }: Props) {
	const { t } = useTranslation()
	return (
		<section className="page coming-soon" aria-labelledby="coming-soon-heading">
			<h1 id="coming-soon-heading" className="coming-soon__title">
				<ModeIcon mode={mode} size={40} />
				{t(`modes.${mode}.title`)}
			</h1>
			<p className="coming-soon__building">{t('comingSoon.building')}</p>
			{/* a disabled fieldset disables the input and the button inside the guess box */}
			<fieldset className="coming-soon__box" disabled>
				<GuessBox characters={NO_CHARACTERS} excluded={NOTHING_EXCLUDED} onGuess={ignoreGuess} disabled />
			</fieldset>
			<Link to="/" className="button">
				{t('comingSoon.backToMenu')}
			</Link>
		</section>
	)
}
