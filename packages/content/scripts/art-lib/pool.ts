/** Runs `work` over `items` with at most `limit` in flight; results keep the order of the items. */
export async function mapLimit<T, R>(
	items: readonly T[],
	limit: number,
	work: (item: T) => Promise<R>,
): Promise<R[]> {
	const results: R[] = new Array(items.length)
	let next = 0
	async function worker(): Promise<void> {
		while (next < items.length) {
			const index = next++
			results[index] = await work(items[index] as T)
		}
	}
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
	return results
}
