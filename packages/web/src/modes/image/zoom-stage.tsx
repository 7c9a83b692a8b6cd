import { type DailyAnswerOf, revealCentre, zoomFraction } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { Switch } from '../../components/switch.tsx'
import type { BoardProps } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue, writeValue } from '../../storage/store.ts'
import { HiddenPicture } from './hidden-picture.tsx'

type Props = (BoardProps<'fusion'> | BoardProps<'silhouette'>) & {
	/** Painted behind the picture while it loads, or around a cut-out. */
	background: string
}

/**
 * The day's picture and where its crop is centred: at the opening view, and after 5 wrong guesses.
 * A payload without the late centre (from before decision 109's moving centre) keeps it still.
 */
function pictureOf(answer: DailyAnswerOf<'fusion'> | DailyAnswerOf<'silhouette'>) {
	if (answer.mode === 'fusion') {
		const opening = { x: answer.fusion_coordinates_x, y: answer.fusion_coordinates_y }
		const late = { x: answer.fusion_late_x ?? opening.x, y: answer.fusion_late_y ?? opening.y }
		return { url: answer.fusion_imageUrl, opening, late }
	}
	const opening = { x: answer.silhouette_x, y: answer.silhouette_y }
	const late = { x: answer.silhouette_late_x ?? opening.x, y: answer.silhouette_late_y ?? opening.y }
	return { url: answer.silhouette_imageUrl, opening, late }
}

/**
 * Fusion's and Silhouette's picture (docs/product.md §4 "Fusion and Silhouette"): a crop that zooms
 * out and moves from the entry's opening centre to its late one with each wrong guess, unless the
 * player switches that off; the win, or giving up a practice round, shows the whole picture.
 */
export function ZoomStage({ day, guesses, status, isGivenUp = false, background }: Props) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const { mode } = day
	const { url, opening, late } = pictureOf(day.answer)
	const isWon = status === 'won'
	// won or given up, the answer shows: the whole picture, named
	const isShown = isWon || isGivenUp
	const wrongGuesses = isWon ? guesses.length - 1 : guesses.length
	const wonLabel = t(`${mode}.pictureWon`, { name: words.characterName(day.answerCharacter) })
	const zoomKey = STORAGE_KEYS.zoomOut[mode]
	const isZoomingOut = useValue(zoomKey)
	const fraction = isShown ? 1 : zoomFraction(wrongGuesses, isZoomingOut)
	// the crop moves from the body towards the head (Silhouette) or the face (Fusion) as it widens
	const centre = revealCentre(opening, late, wrongGuesses, isZoomingOut)
	const percent = Math.round(fraction * 100)
	const hiddenLabel = fraction < 1 ? t(`${mode}.pictureZoomed`) : t(`${mode}.pictureWhole`)
	const description =
		fraction < 1 ? t(`${mode}.pictureDescription`, { percent }) : t(`${mode}.pictureDescriptionWhole`)
	return (
		<div className="stage">
			<HiddenPicture
				url={url}
				label={isShown ? wonLabel : hiddenLabel}
				description={isShown ? undefined : description}
				view={{ fraction, centre, blurPx: 0, isGrey: false, background }}
			/>
			<p className="stage__caption">{t('picture.shown', { percent })}</p>
			{isShown ? null : (
				<Switch
					label={t('picture.zoomOut')}
					isOn={isZoomingOut}
					onChange={(isOn) => writeValue(zoomKey, isOn)}
				/>
			)}
		</div>
	)
}

/**
 * Fusion's and Silhouette's news of a wrong guess (the game's live region, announcer.tsx): the
 * guess, and how much of the picture shows now, "Krillin: wrong — the picture zooms out to 43%."
 */
export function useZoomNews({ day, guesses }: BoardProps<'fusion'> | BoardProps<'silhouette'>): string {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const isZoomingOut = useValue(STORAGE_KEYS.zoomOut[day.mode])
	const latest = guesses.at(-1)
	if (latest === undefined) return ''
	const before = zoomFraction(guesses.length - 1, isZoomingOut)
	const after = zoomFraction(guesses.length, isZoomingOut)
	return t(after > before ? 'announce.zoomOut' : 'announce.zoomStays', {
		name: words.nameOf(latest, day.pack.characters),
		percent: Math.round(after * 100),
	})
}
