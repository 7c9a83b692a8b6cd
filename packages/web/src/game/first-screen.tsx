import type { Mode } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Loading } from '../components/loading.tsx'
import type { ModeDefinition } from './definition.ts'

/**
 * A mode's screen while its day loads (decision 113): with a first board, the guess box, the hint
 * and that board where the game puts them, so the prerendered page paints the screen the player
 * will use and nothing moves when the day arrives; the box takes nothing in until then and says
 * it is loading. Without one, the loading indicator.
 */
export function FirstScreen<M extends Mode>({ definition }: { definition: ModeDefinition<M> }) {
	const { t } = useTranslation('game')
	const { mode, FirstBoard } = definition
	if (FirstBoard === undefined) return <Loading />
	return (
		<div className={`game game--${mode}`}>
			<LoadingGuessBox />
			<p className="game__hint">{t('hint')}</p>
			<FirstBoard />
		</div>
	)
}

/**
 * The guess box's markup (guess-box.tsx) before the day has loaded: disabled, its status saying
 * it is loading. Its own component, as the real box needs the day's characters and the page's
 * game words, which a first paint has not.
 */
function LoadingGuessBox() {
	const { t } = useTranslation('game')
	const { t: tCommon } = useTranslation()
	return (
		<form className="guess-box" aria-busy="true">
			<div className="guess-box__field">
				<input
					type="text"
					role="combobox"
					aria-label={t('guessBox.label')}
					aria-expanded={false}
					placeholder={t('guessBox.placeholder')}
					disabled
				/>
			</div>
			<button type="submit" className="guess-box__submit" disabled>
				{t('guessBox.submit')}
			</button>
			<p
				className="guess-box__status guess-box__status--loading"
				role="status"
				aria-label={tCommon('loading')}
			>
				{tCommon('loading')}
			</p>
		</form>
	)
}
