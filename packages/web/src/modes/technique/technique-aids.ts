import { readValue, STORAGE_KEYS, writeValue } from '../../storage.ts'

/**
 * Notes the aids the player has on while game `gameNumero` is played: once colours or unblurring
 * were on during a game, its win is no longer 'won without' them (spec §4 "Technique").
 */
export function noteTechniqueAids(gameNumero: number): void {
	const { isColoured, isUnblurring } = readValue(STORAGE_KEYS.techniqueSettings)
	const aids = readValue(STORAGE_KEYS.techniqueAids)
	const known = aids?.gameNumero === gameNumero ? aids : { wasColoured: false, wasUnblurring: false }
	const next = {
		gameNumero,
		wasColoured: known.wasColoured || isColoured,
		wasUnblurring: known.wasUnblurring || isUnblurring,
	}
	if (
		aids?.gameNumero === next.gameNumero &&
		aids.wasColoured === next.wasColoured &&
		aids.wasUnblurring === next.wasUnblurring
	) {
		return
	}
	writeValue(STORAGE_KEYS.techniqueAids, next)
}

/** The 'won with' records of a Technique win: grey filter kept on, full blur kept on. */
export function techniqueWinExtras(gameNumero: number): Record<string, boolean> {
	noteTechniqueAids(gameNumero)
	const aids = readValue(STORAGE_KEYS.techniqueAids)
	return { noColours: aids?.wasColoured === false, fullBlur: aids?.wasUnblurring === false }
}
