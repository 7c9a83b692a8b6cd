/**
 * An English ordinal: 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 101st 111th 112th.
 * The spec shows the plain number in other locales; English is the only one enabled.
 */
export function ordinal(n: number): string {
	const lastTwo = Math.abs(n) % 100
	if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
	switch (Math.abs(n) % 10) {
		case 1:
			return `${n}st`
		case 2:
			return `${n}nd`
		case 3:
			return `${n}rd`
		default:
			return `${n}th`
	}
}
