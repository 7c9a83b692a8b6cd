import { CANVAS_SIZE } from '@dragondle/core'
import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { drawPicture, type PictureView } from './draw-picture.ts'
import { requestPicture, usePicture } from './picture-store.ts'

type Props = {
	url: string
	label: string
	/** What the player can make out, without the answer (the crop shown, the blur), read after the name. */
	description?: string
	view: PictureView
}

function subscribeToNothing(): () => void {
	return () => undefined
}

/** Canvas pixels per CSS pixel: the screen's density, 1 or 2 (more costs memory and shows nothing more). */
function useDensity(): number {
	return useSyncExternalStore(
		subscribeToNothing,
		() => Math.min(2, Math.max(1, Math.round(window.devicePixelRatio || 1))),
		() => 1,
	)
}

/**
 * The day's picture, drawn on a 324 × 307 canvas (docs/product.md §9) only as the player may see it: cropped,
 * blurred or grey. The whole picture never reaches the page's DOM, so what a right-click saves is
 * what the player sees, and the canvas's accessible name is the caller's (never the answer's
 * before the win); its description says what the player can make out.
 */
export function HiddenPicture({ url, label, description, view }: Props) {
	const { t } = useTranslation('game')
	const descriptionId = useId()
	const canvas = useRef<HTMLCanvasElement>(null)
	const density = useDensity()
	const picture = usePicture(url)
	const { fraction, blurPx, isGrey, background } = view
	const { x, y } = view.centre
	useEffect(() => requestPicture(url), [url])
	// drawing on a canvas is a real side effect: the canvas is outside React
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new density resizes the canvas, which clears it
	useEffect(() => {
		if (picture.status !== 'ready' || canvas.current === null) return
		drawPicture(canvas.current, picture.image, { fraction, centre: { x, y }, blurPx, isGrey, background })
	}, [picture, fraction, x, y, blurPx, isGrey, background, density])
	return (
		<div className="hidden-picture">
			<canvas
				ref={canvas}
				className="hidden-picture__canvas"
				role="img"
				aria-label={label}
				aria-describedby={description ? descriptionId : undefined}
				width={CANVAS_SIZE.width * density}
				height={CANVAS_SIZE.height * density}
			/>
			{description ? (
				<span id={descriptionId} hidden>
					{description}
				</span>
			) : null}
			{/* the guess box waits for the picture (usePictureWait): this says why, and how it comes back */}
			{picture.status === 'failed' ? (
				<div className="hidden-picture__error">
					<p role="alert">{t('picture.loadError')}</p>
					<button type="button" className="button" onClick={() => requestPicture(url)}>
						{t('picture.retry')}
					</button>
				</div>
			) : null}
		</div>
	)
}
