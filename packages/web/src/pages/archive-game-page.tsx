import type { Mode } from '@dragondle/core'
import { MODE_REGISTRY } from '../modes/registry.tsx'

type Props = {
	mode: Mode
	/** The address's game number, which core's route table has checked: digits, from 1. */
	gameNumero: string | undefined
}

/** A past day's game of a mode, `/<mode>/archive/<game number>` (decision 084): the daily flow on that day. */
export function ArchiveGamePage({ mode, gameNumero }: Props) {
	const { Page } = MODE_REGISTRY[mode]
	return <Page play={{ kind: 'archive', gameNumero: Number(gameNumero) }} />
}
