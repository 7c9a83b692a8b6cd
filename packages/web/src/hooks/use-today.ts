import { gameNumeroAt, type Region } from '@dragondle/core'
import { deviceRegion, deviceUtcOffset, runtimeConfig } from '../config.ts'

export type Today = { region: Region; utc: number; gameNumero: number }

/** Today's region, UTC offset and game number for this device, computed on render. */
export function useToday(): Today {
	const now = new Date()
	const region = deviceRegion(now)
	return {
		region,
		utc: deviceUtcOffset(now),
		gameNumero: gameNumeroAt(now.getTime(), region, runtimeConfig().launchDay),
	}
}
