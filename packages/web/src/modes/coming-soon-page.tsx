import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { GuessBox } from '../components/guess-box.tsx'
import { Loading, useMinimumDelay } from '../components/loading.tsx'
import { ModeIcon } from '../components/mode-icon.tsx'

type Props = { mode: Mode }

const NO_CHARACTERS: never[] = []
const NOTHING_EXCLUDED: ReadonlySet<string> = new Set()

function ignoreGuess(): void {
	// the mode is not playable yet: the disabled box never submits
}

function ComingSoonBody() {
	const { t } = useTranslation()
	return (
		<>
			<p className="coming-soon__building">{t('comingSoon.building')}</p>
			{/* a disabled fieldset disables the input and the button inside the guess box */}
			<fieldset className="coming-soon__box" disabled>
				<GuessBox characters={NO_CHARACTERS} excluded={NOTHING_EXCLUDED} onGuess={ignoreGuess} disabled />
			</fieldset>
			<Link to="/" className="button">
				{t('comingSoon.backToMenu')}
			</Link>
		</>
	)
}

/**
 * Placeholder screen of a mode still being built: its title and the guess box, disabled. Like every
 * game screen it shows the loading indicator for at least 500 ms first (spec §4 "Game flow").
 */
export function ComingSoonPage({ mode }: Props) {
	const { t } = useTranslation()
	const isDelayOver = useMinimumDelay(500)
	return (
		<section className="page coming-soon" aria-labelledby="coming-soon-heading">
			<h1 id="coming-soon-heading" className="coming-soon__title">
				<ModeIcon mode={mode} size={40} />
				{t(`modes.${mode}.title`)}
			</h1>
			{isDelayOver ? <ComingSoonBody /> : <Loading />}
		</section>
	)
}
