import { CANVAS_SIZE } from '@dragondle/core'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { apiOrigin } from '../../server-origin.ts'
import { drawPicture, type PictureView } from './draw-picture.ts'

type Props = {
	url: string
	label: string
	/** What the player can make out, without the answer (the crop shown, the blur), read after the name. */
	description?: string
	view: PictureView
}

const pictures = new Map<string, Promise<HTMLImageElement>>()

/** Downloads and decodes a picture once per page, whatever redraws it. */
function loadPicture(url: string): Promise<HTMLImageElement> {
	let picture = pictures.get(url)
	if (picture === undefined) {
		const image = new Image()
		image.decoding = 'async'
		picture = new Promise((resolve, reject) => {
			image.onload = () => resolve(image)
			image.onerror = () => reject(new Error(`The picture ${url} could not load`))
		})
		// In the app the pages come from the device but the pictures only from the server (their names
		// are keyed by the server's secret): asked across origins, with CORS so the canvas stays readable.
		const origin = apiOrigin()
		if (origin !== '') image.crossOrigin = 'anonymous'
		image.src = `${origin}${url}`
		// a failed download may be tried again by the next draw
		picture.catch(() => pictures.delete(url))
		pictures.set(url, picture)
	}
	return picture
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
	const [hasFailed, setFailed] = useState(false)
	const { fraction, blurPx, isGrey, background } = view
	const { x, y } = view.centre
	// drawing on a canvas is a real side effect: the canvas is outside React
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new density resizes the canvas, which clears it
	useEffect(() => {
		let isCurrent = true
		loadPicture(url).then(
			(image) => {
				if (!isCurrent || canvas.current === null) return
				drawPicture(canvas.current, image, { fraction, centre: { x, y }, blurPx, isGrey, background })
				setFailed(false)
			},
			() => {
				if (isCurrent) setFailed(true)
			},
		)
		return () => {
			isCurrent = false
		}
	}, [url, fraction, x, y, blurPx, isGrey, background, density])
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
			{hasFailed ? (
				<p className="hidden-picture__error" role="alert">
					{t('picture.loadError')}
				</p>
			) : null}
		</div>
	)
}
