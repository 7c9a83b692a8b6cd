import { expect, test } from 'vitest'
import { formatNumber } from './format-number.ts'

const LANGUAGES = ['en', 'es', 'pt-BR', 'fr']

test.each(LANGUAGES)(
	'every whole number from 0 to 999 reads as Intl.NumberFormat writes it in %s',
	(language) => {
		const format = new Intl.NumberFormat(language)
		for (let value = 0; value < 1000; value++) {
			expect(formatNumber(value, language, {})).toBe(format.format(value))
		}
	},
)

test.each([
	['fr', 12345, {}, new Intl.NumberFormat('fr').format(12345)],
	[
		'es',
		2.25,
		{ maximumFractionDigits: 1 },
		new Intl.NumberFormat('es', { maximumFractionDigits: 1 }).format(2.25),
	],
	['en', 1, { style: 'percent' }, '100%'],
	['pt-BR', 7, { minimumFractionDigits: 1 }, '7,0'],
] as const)(
	'a number beyond plain digits goes through Intl.NumberFormat (%s, %s)',
	(language, value, options, expected) => {
		expect(formatNumber(value, language, options)).toBe(expected)
	},
)
