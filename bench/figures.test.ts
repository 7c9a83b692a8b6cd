import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { type BenchRun, FIGURES_FILE, parseFigures, reportFigures, summaryTable } from './figures.ts'

afterEach(() => {
	vi.unstubAllEnvs()
})

const RUNS: BenchRun[] = [
	{
		bench: 'startup',
		exitCode: 0,
		figures: [
			{ name: 'bare node:http server, first answer', value: 48.4, unit: 'ms', digits: 0 },
			{
				name: 'npm start to first answer',
				value: 412.3,
				unit: 'ms',
				digits: 0,
				ratio: { value: 8.518, of: 'bare node:http server' },
			},
		],
	},
	{
		bench: 'page-weight',
		exitCode: 0,
		figures: [
			{
				name: '/ JavaScript',
				value: 128.04,
				unit: 'KiB gzip',
				digits: 1,
				ratio: { value: 1, of: 'the lightest page' },
				gate: { limit: '≤ 130 KiB', isMet: true },
			},
			{
				name: '/classic JavaScript',
				value: 163.2,
				unit: 'KiB gzip',
				digits: 1,
				ratio: { value: 1.2746, of: 'the lightest page' },
				gate: { limit: '≤ 162 KiB', isMet: false },
			},
		],
	},
	{ bench: 'lighthouse', exitCode: 1, figures: [] },
]

test('one table: a header, a row per figure with its value, unit, ratio and gate, and a verdict', () => {
	expect(summaryTable(RUNS).split('\n')).toEqual([
		'benchmark    figure                               value  unit      ratio                        gate',
		'-----------  -----------------------------------  -----  --------  ---------------------------  ----------------',
		'startup      bare node:http server, first answer     48  ms',
		'startup      npm start to first answer              412  ms        8.52× bare node:http server',
		'page-weight  / JavaScript                         128.0  KiB gzip  1.00× the lightest page      ≤ 130 KiB met',
		'page-weight  /classic JavaScript                  163.2  KiB gzip  1.27× the lightest page      ≤ 162 KiB MISSED',
		'lighthouse   FAILED (exit code 1)',
		'1 gate missed; failed: lighthouse',
	])
})

test('a whole number shows no decimals and any other one decimal, unless the figure says how many', () => {
	const table = summaryTable([
		{
			bench: 'lighthouse',
			exitCode: 0,
			figures: [
				{ name: 'performance', value: 97, unit: 'score' },
				{ name: 'draw', value: 35.26, unit: 'ms' },
				{ name: 'layout shift', value: 0.0123, unit: '', digits: 3 },
				{ name: 'not measured', value: Number.NaN, unit: 'ms', ratio: { value: Number.NaN, of: 'x' } },
			],
		},
	])
	expect(table).toMatch(/performance\s+97 {2}score/)
	expect(table).toMatch(/draw\s+35\.3 {2}ms/)
	expect(table).toMatch(/layout shift\s+0\.012\n/)
	expect(table).toMatch(/not measured\s+– {2}ms\s+–× x/)
	expect(table.split('\n').at(-1)).toBe('0 gates missed; every benchmark ran')
})

test('a benchmark stopped by a signal, or that reported nothing, says so', () => {
	const table = summaryTable([
		{ bench: 'capacity', exitCode: null, figures: [] },
		{ bench: 'schedule', exitCode: 0, figures: [] },
	])
	expect(table).toContain('capacity   FAILED (stopped by a signal)')
	expect(table).toContain('schedule   no figures')
	expect(table.split('\n').at(-1)).toBe('0 gates missed; failed: capacity')
})

test('a benchmark run by npm run bench appends its figures to the file it is given, which reads back', () => {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-figures-'))
	try {
		const file = join(dir, 'figures.jsonl')
		vi.stubEnv(FIGURES_FILE, file)
		const [first, second] = RUNS[1]?.figures ?? []
		reportFigures(first ? [first] : [])
		reportFigures(second ? [second] : [])
		expect(parseFigures(readFileSync(file, 'utf8'))).toEqual(RUNS[1]?.figures)
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
})

test('run alone, a benchmark hands nothing', () => {
	vi.stubEnv(FIGURES_FILE, '')
	expect(() => reportFigures([{ name: 'x', value: 1, unit: 'ms' }])).not.toThrow()
})
