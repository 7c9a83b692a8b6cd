import { clueIn } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import type { BoardProps, ModeDefinition } from '../../game/definition.ts'
import { ImageBoard } from '../image/image-board.tsx'
import { ImageHelp } from '../image/image-help.tsx'
import { usePictureWait } from '../image/picture-store.ts'
import { useZoomNews, ZoomStage } from '../image/zoom-stage.tsx'
import '../image/image-modes.css'

/** A silhouette is black on transparent: a light ground makes its outline readable. */
const BACKGROUND = '#f3ead2'

function SilhouetteStage(props: BoardProps<'silhouette'>) {
	return <ZoomStage {...props} background={BACKGROUND} />
}

function SilhouetteBoard(props: BoardProps<'silhouette'>) {
	const { t, i18n } = useTranslation('game')
	const clue = clueIn(props.day.answer.clues, i18n.language)
	return <ImageBoard {...props} clue={clue ? <p>{t('silhouette.clue', { clue })}</p> : undefined} />
}

/** Silhouette: a character's outline, zoomed in, zooming out with each wrong guess (docs/product.md §2). */
export const definition: ModeDefinition<'silhouette'> = {
	mode: 'silhouette',
	Stage: SilhouetteStage,
	Board: SilhouetteBoard,
	endDelayMs: 250,
	useGuessNews: useZoomNews,
	useGuessesWait: ({ day }) => usePictureWait(day.answer.silhouette_imageUrl),
	loadEnd: () => import('./silhouette-end.tsx').then((module) => module.end),
	Help: () => <ImageHelp mode="silhouette" />,
}
