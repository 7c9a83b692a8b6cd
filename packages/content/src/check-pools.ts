import { type Fusion, normalizeName, type Technique } from '@dragondle/core'
import { type ContentIssue, FILES, type Parsed } from './check-helpers.ts'

/** Fusions must have unique ids and name known characters, with distinct components other than themselves. */
export function checkFusions(fusions: readonly Parsed<Fusion>[], ids: ReadonlySet<number>): ContentIssue[] {
	const file = FILES.fusions
	const issues: ContentIssue[] = []
	const seen = new Map<string, string>()
	for (const { value, label } of fusions) {
		issues.push(...checkPoolEntry(file, { id: value.id, championId: value.championId, label }, seen, ids))
		issues.push(...checkComponents(value, label, ids))
	}
	return issues
}

type PoolEntry = { id: string; championId: number; label: string }

/** What every pool entry needs: an id no earlier entry used (`seen` records them) and a known character. */
function checkPoolEntry(
	file: string,
	entry: PoolEntry,
	seen: Map<string, string>,
	ids: ReadonlySet<number>,
): ContentIssue[] {
	const issues: ContentIssue[] = []
	const first = seen.get(entry.id)
	if (first === undefined) seen.set(entry.id, entry.label)
	else
		issues.push({
			file,
			entry: entry.label,
			field: 'id',
			message: `id "${entry.id}" is also used by ${first}`,
		})
	if (!ids.has(entry.championId)) {
		const message = `no character has id ${entry.championId}`
		issues.push({ file, entry: entry.label, field: 'championId', message })
	}
	return issues
}

/** Components must be known characters, each named once, and never the fused character itself. */
function checkComponents(fusion: Fusion, label: string, ids: ReadonlySet<number>): ContentIssue[] {
	const issues: ContentIssue[] = []
	fusion.components.forEach((id, position) => {
		const field = `components.${position}`
		let message: string | undefined
		if (!ids.has(id)) message = `no character has id ${id}`
		else if (id === fusion.championId) message = `component ${id} is the fused character itself`
		else if (fusion.components.indexOf(id) < position) message = `component ${id} is listed twice`
		if (message !== undefined) issues.push({ file: FILES.fusions, entry: label, field, message })
	})
	return issues
}

/** Techniques must have unique ids and names (compared with normalizeName) and name a known character. */
export function checkTechniques(
	techniques: readonly Parsed<Technique>[],
	ids: ReadonlySet<number>,
): ContentIssue[] {
	const file = FILES.techniques
	const issues: ContentIssue[] = []
	const seen = new Map<string, string>()
	for (const { value, label } of techniques) {
		issues.push(...checkPoolEntry(file, { id: value.id, championId: value.championId, label }, seen, ids))
	}
	return [...issues, ...checkTechniqueNames(techniques)]
}

function checkTechniqueNames(techniques: readonly Parsed<Technique>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	const seen = new Map<string, string>()
	for (const { value, label } of techniques) {
		const key = normalizeName(value.name)
		const first = seen.get(key)
		if (first === undefined) seen.set(key, label)
		else
			issues.push({
				file: FILES.techniques,
				entry: label,
				field: 'name',
				message: `name "${value.name}" is also used by ${first}`,
			})
	}
	return issues
}
