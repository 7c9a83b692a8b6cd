import { useMemo } from 'react'
import type { InsightProps } from '../../game/definition.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import { PictureInsight } from './picture-insight.tsx'

/** Fusion's and Silhouette's insight after the end (decision 125): the zoom as the player's setting has it. */
export function ZoomInsight(props: InsightProps<'fusion'> | InsightProps<'silhouette'>) {
	const isZoomingOut = useValue(STORAGE_KEYS.zoomOut[props.day.mode])
	const reveal = useMemo(() => ({ kind: 'zoom', isOn: isZoomingOut }) as const, [isZoomingOut])
	return <PictureInsight {...props} reveal={reveal} />
}
