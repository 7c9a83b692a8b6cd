import { type Mode, zoomFraction } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS, useValue, writeValue } from '../../storage.ts'
import { HiddenPicture } from './hidden-picture.tsx'
import { RevealSwitch } from './reveal-switch.tsx'

type Props = {
	mode: Extract<Mode, 'fusion' | 'silhouette'>
	url: string
	centre: { x: number; y: number }
	wrongGuesses: number
	isWon: boolean
	/** The picture's name once won (the answer may be named then). */
	wonLabel: string
	background: string
}

/**
 * Fusion's and Silhouette's picture (spec §4 "Fusion and Silhouette"): a crop around the entry's
 * centre that zooms out with each wrong guess unless the player switches that off; the win shows
 * the whole picture.
 */
export function ZoomStage({ mode, url, centre, wrongGuesses, isWon, wonLabel, background }: Props) {
	const { t } = useTranslation('game')
	const zoomKey = STORAGE_KEYS.zoomOut[mode]
	const isZoomingOut = useValue(zoomKey)
	const fraction = isWon ? 1 : zoomFraction(wrongGuesses, isZoomingOut)
	const percent = Math.round(fraction * 100)
	const hiddenLabel = fraction < 1 ? t(`${mode}.pictureZoomed`) : t(`${mode}.pictureWhole`)
	return (
		<div className="stage">
			<HiddenPicture
				url={url}
				label={isWon ? wonLabel : hiddenLabel}
				view={{ fraction, centre, blurPx: 0, isGrey: false, background }}
			/>
			<p className="stage__caption">{t('picture.shown', { percent })}</p>
			{isWon ? null : (
				<RevealSwitch
					label={t('picture.zoomOut')}
					isOn={isZoomingOut}
					onChange={(isOn) => writeValue(zoomKey, isOn)}
				/>
			)}
		</div>
	)
}
