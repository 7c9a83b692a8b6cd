import type { Fusion, Technique } from '@dragondle/core'
import { type ContentIssue, FILES, type Parsed } from './check-helpers.ts'

/** Fusions must have unique ids and name known characters. */
export function checkFusions(fusions: readonly Parsed<Fusion>[], ids: ReadonlySet<number>): ContentIssue[] {
	const file = FILES.fusions
	const issues: ContentIssue[] = []
	const seen = new Map<string, string>()
	for (const { value, label } of fusions) {
		if (!ids.has(value.championId)) {
			issues.push({
				file,
				entry: label,
				field: 'championId',
				message: `no character has id ${value.championId}`,
			})
		}
		const first = seen.get(value.id)
		if (first === undefined) seen.set(value.id, label)
		else
			issues.push({ file, entry: label, field: 'id', message: `id "${value.id}" is also used by ${first}` })
		value.components.forEach((id, position) => {
			if (!ids.has(id)) {
				issues.push({
					file,
					entry: label,
					field: `components.${position}`,
					message: `no character has id ${id}`,
				})
			}
		})
	}
	return issues
}

/** Techniques must have unique ids and name a known character. */
export function checkTechniques(
	techniques: readonly Parsed<Technique>[],
	ids: ReadonlySet<number>,
): ContentIssue[] {
	const file = FILES.techniques
	const issues: ContentIssue[] = []
	const seen = new Map<string, string>()
	for (const { value, label } of techniques) {
		const first = seen.get(value.id)
		if (first === undefined) seen.set(value.id, label)
		else
			issues.push({ file, entry: label, field: 'id', message: `id "${value.id}" is also used by ${first}` })
		if (!ids.has(value.championId)) {
			issues.push({
				file,
				entry: label,
				field: 'championId',
				message: `no character has id ${value.championId}`,
			})
		}
	}
	return issues
}
