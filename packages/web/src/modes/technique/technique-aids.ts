import { STORAGE_KEYS } from '../../storage/keys.ts'
import { readValue, writeValue } from '../../storage/store.ts'

/**
 * Notes the aids the player has while game `gameNumero` is played, after `wrongGuesses` wrong
 * guesses: once colours were shown, or the picture was unblurred (on, after a wrong guess), the win
 * is no longer 'won without' them (docs/product.md §4 "Technique").
 */
export function noteTechniqueAids(gameNumero: number, wrongGuesses: number): void {
	const { isColoured, isUnblurring } = readValue(STORAGE_KEYS.techniqueSettings)
	const aids = readValue(STORAGE_KEYS.techniqueAids)
	const known = aids?.gameNumero === gameNumero ? aids : { wasColoured: false, wasUnblurring: false }
	const next = {
		gameNumero,
		wasColoured: known.wasColoured || isColoured,
		// before any wrong guess the blur is full either way
		wasUnblurring: known.wasUnblurring || (isUnblurring && wrongGuesses > 0),
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
	const aids = readValue(STORAGE_KEYS.techniqueAids)
	const used = aids?.gameNumero === gameNumero ? aids : { wasColoured: false, wasUnblurring: false }
	return { noColours: !used.wasColoured, fullBlur: !used.wasUnblurring }
}
