/**
 * i18next's `number` format (`{{count, number}}`), in the page's language. A whole number from 0 to
 * 999 with no options reads as its digits in every language of the game, so it is written without
 * `Intl.NumberFormat`: a page's first NumberFormat loads the language's number data, which took
 * some 60 ms of a slow phone's start for a "Clue in 3 tries" (decision 113). Anything else
 * (grouping, decimals, percent) goes through `Intl.NumberFormat`, as i18next's own format does.
 */
export function formatNumber(
	value: unknown,
	language: string | undefined,
	options: Intl.NumberFormatOptions,
): string {
	if (typeof value !== 'number') return String(value)
	if (isPlainDigits(value, options)) return String(value)
	return new Intl.NumberFormat(language, options).format(value)
}

function isPlainDigits(value: number, options: Intl.NumberFormatOptions): boolean {
	const isSmallWhole = Number.isInteger(value) && value >= 0 && value < 1000
	return (
		isSmallWhole &&
		options.style === undefined &&
		options.minimumFractionDigits === undefined &&
		options.minimumIntegerDigits === undefined &&
		options.notation === undefined
	)
}
