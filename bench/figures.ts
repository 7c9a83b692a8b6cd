// The figures a benchmark hands to `npm run bench` (all.ts), and the one table that prints them.
// Run alone, a benchmark prints its own report and hands nothing: all.ts sets BENCH_FIGURES to a
// file for each benchmark it runs, and reads that file back once the benchmark has exited.
import { appendFileSync } from 'node:fs'

/** One measured figure of a benchmark. */
export type Figure = {
	/** What was measured: "/classic JavaScript (es)", "npm start to first answer". */
	name: string
	value: number
	/** "ms", "KiB", "players/s", "score". */
	unit: string
	/** Decimals shown (default: none for whole numbers, else 1). */
	digits?: number
	/** The figure over a baseline measured in the same run, and that baseline's name. */
	ratio?: { value: number; of: string }
	/** A limit the figure is held to ("≤ 130 KiB") and whether it is within it. */
	gate?: { limit: string; isMet: boolean }
}

/** A benchmark's run: its figures, and its exit code (null when a signal ended it). */
export type BenchRun = { bench: string; figures: readonly Figure[]; exitCode: number | null }

/** The variable naming the file a benchmark appends its figures to, one JSON object a line. */
export const FIGURES_FILE = 'BENCH_FIGURES'

/** Hands the figures to `npm run bench` when it runs this benchmark; does nothing otherwise. */
export function reportFigures(figures: readonly Figure[]): void {
	const file = process.env[FIGURES_FILE]
	if (file) appendFileSync(file, figures.map((figure) => `${JSON.stringify(figure)}\n`).join(''))
}

/** The figures a benchmark appended (reportFigures), in order; blank lines are skipped. */
export function parseFigures(text: string): Figure[] {
	return text
		.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line) => JSON.parse(line) as Figure)
}

function valueText({ value, digits }: Figure): string {
	if (!Number.isFinite(value)) return '–'
	return value.toFixed(digits ?? (Number.isInteger(value) ? 0 : 1))
}

function ratioText({ ratio }: Figure): string {
	if (!ratio) return ''
	return `${Number.isFinite(ratio.value) ? ratio.value.toFixed(2) : '–'}× ${ratio.of}`
}

function gateText({ gate }: Figure): string {
	return gate ? `${gate.limit} ${gate.isMet ? 'met' : 'MISSED'}` : ''
}

/**
 * One table of every benchmark's figures: benchmark, figure, value, unit, ratio to its baseline
 * and gate, a row per figure; a benchmark that failed gets a row saying so, then a last line
 * counting the gates missed and the benchmarks that failed.
 */
export function summaryTable(runs: readonly BenchRun[]): string {
	const header = ['benchmark', 'figure', 'value', 'unit', 'ratio', 'gate']
	const rows: string[][] = []
	for (const { bench, figures, exitCode } of runs) {
		for (const figure of figures) {
			rows.push([bench, figure.name, valueText(figure), figure.unit, ratioText(figure), gateText(figure)])
		}
		if (exitCode !== 0) {
			const how = exitCode === null ? 'stopped by a signal' : `exit code ${exitCode}`
			rows.push([bench, `FAILED (${how})`, '', '', '', ''])
		} else if (figures.length === 0) rows.push([bench, 'no figures', '', '', '', ''])
	}
	const widths = header.map((title, column) =>
		Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
	)
	/** The value column is right-aligned, so its digits line up; the others are left-aligned. */
	const line = (cells: readonly string[]) =>
		cells
			.map((cell, column) =>
				column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
			)
			.join('  ')
			.trimEnd()
	const missed = runs.flatMap((run) => run.figures).filter((figure) => figure.gate?.isMet === false).length
	const failed = runs.filter((run) => run.exitCode !== 0).map((run) => run.bench)
	const verdict = [
		`${missed} ${missed === 1 ? 'gate' : 'gates'} missed`,
		failed.length === 0 ? 'every benchmark ran' : `failed: ${failed.join(', ')}`,
	].join('; ')
	return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), verdict].join('\n')
}
