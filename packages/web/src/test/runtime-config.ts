/**
 * Writes the server's `dragondle-config` meta tag, as index.html carries it. config.ts reads the tag
 * once per page, so a test file calls this at its top, before anything renders.
 */
export function setRuntimeConfig(config: Record<string, unknown>): void {
	const meta = document.createElement('meta')
	meta.name = 'dragondle-config'
	meta.content = JSON.stringify(config)
	document.head.append(meta)
}

/** A media query list that matches `matching` queries only (jsdom has no layout). */
export function matchMediaFor(matching: (query: string) => boolean) {
	return (query: string) =>
		({
			matches: matching(query),
			media: query,
			onchange: null,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
			addListener: () => undefined,
			removeListener: () => undefined,
			dispatchEvent: () => false,
		}) as MediaQueryList
}
