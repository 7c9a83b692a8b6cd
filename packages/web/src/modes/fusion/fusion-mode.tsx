import { useTranslation } from 'react-i18next'
import type { BoardProps, ModeDefinition } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { useIsBonusOpen } from '../../storage/records.ts'
import { ImageBoard } from '../image/image-board.tsx'
import { ImageHelp } from '../image/image-help.tsx'
import { usePictureWait } from '../image/picture-store.ts'
import { useZoomNews, ZoomStage } from '../image/zoom-stage.tsx'
import '../image/image-modes.css'

/** Behind a fusion scene's crop: the scenes are opaque, this only shows while the picture loads. */
const BACKGROUND = '#0d1530'

function FusionStage(props: BoardProps<'fusion'>) {
	return <ZoomStage {...props} background={BACKGROUND} />
}

function FusionBoard(props: BoardProps<'fusion'>) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const { mode, play, answer, answerCharacter, pack } = props.day
	const name = words.characterName(answerCharacter)
	// the bonus question asks who fused: the page says it once the question is answered (decision 098)
	const isBonusOpen = useIsBonusOpen(mode, play.kind, answer.game_numero)
	const clue = (
		<p>
			{isBonusOpen
				? t('fusion.componentsAfterBonus', { name })
				: t('fusion.components', {
						name,
						components: answer.fusion_components
							.map((component) => words.nameOf(component, pack.characters))
							.join(' + '),
					})}
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
	useGuessNews: useZoomNews,
	useGuessesWait: ({ day }) => usePictureWait(day.answer.fusion_imageUrl),
	loadEnd: () => import('./fusion-end.tsx').then((module) => module.end),
	Help: () => <ImageHelp mode="fusion" />,
}
