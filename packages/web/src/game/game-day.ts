import { dayOfGame } from '@dragondle/core'
import { runtimeConfig } from '../config.ts'

/** A game's day as people read it ('January 5, 2026'), in the region's calendar (decision 084). */
export function formatGameDay(gameNumero: number, language: string): string {
	const day = dayOfGame(gameNumero, runtimeConfig().launchDay)
	const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })
	return format.format(Date.parse(`${day}T00:00:00Z`))
}
