import { imageShareText } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import type { BoardProps, ModeDefinition } from '../../game/definition.ts'
import { ImageBoard } from '../image/image-board.tsx'
import { ImageHelp } from '../image/image-help.tsx'
import { ZoomStage } from '../image/zoom-stage.tsx'
import '../image/image-modes.css'

/** Behind a fusion scene's crop: the scenes are opaque, this only shows while the picture loads. */
const BACKGROUND = '#0d1530'

function FusionStage(props: BoardProps<'fusion'>) {
	return <ZoomStage {...props} background={BACKGROUND} />
}

function FusionBoard(props: BoardProps<'fusion'>) {
	const { t } = useTranslation('game')
	const components = props.day.answer.fusion_components
	const clue = (
		<p>
			{t('fusion.components', { name: props.day.answer.champion_name, components: components.join(' + ') })}
		</p>
	)
	return <ImageBoard {...props} clue={clue} />
}

/** Fusion: a fused character's picture, zoomed in, zooming out with each wrong guess (docs/product.md §2). */
export const definition: ModeDefinition<'fusion'> = {
	mode: 'fusion',
	Stage: FusionStage,
	Board: FusionBoard,
	endDelayMs: 250,
	shareText: ({ day, guesses, url, words }) =>
		imageShareText(
			{
				mode: 'fusion',
				gameNumero: day.answer.game_numero,
				nbGuesses: guesses.length,
				marks: [],
				url,
			},
			words,
		),
	Help: () => <ImageHelp mode="fusion" />,
}
