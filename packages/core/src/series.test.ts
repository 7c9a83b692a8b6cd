import { expect, test } from 'vitest'
import { practiceSeriesOf } from './series.ts'

test.each([
	['DB/1', null, 'db'],
	['DBZ/134', 'DB/367', 'dbz'],
	['DBS/2', null, 'dbs'],
	['DBGT/10', null, 'dbgt'],
	['DBM/4', null, 'films'],
	['DAIMA/1', null, 'daima'],
	[null, 'DB/12', 'db'],
	[null, null, null],
	['XYZ/1', null, null],
] as const)(
	'a character debuting in the anime at %j (manga %j) is of series %j',
	(animeDebut, mangaDebut, series) => {
		expect(practiceSeriesOf({ animeDebut, mangaDebut })).toBe(series)
	},
)
