/** Runtime settings the SPA reads from `<meta name="dragondle-config">` at startup. */
export type RuntimeConfig = { answerKey: string; launchDay: string }

const META_TAG = /<meta\b[^>]*\bname=["']dragondle-config["'][^>]*>/i

/**
 * Puts the runtime config into index.html: the web build ships one static file for every
 * install, and the operator's ANSWER_KEY and LAUNCH_DAY arrive here. A page without the tag gets
 * one before </head>.
 */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
	const json = JSON.stringify({ answerKey: config.answerKey, launchDay: config.launchDay })
	const tag = `<meta name="dragondle-config" content="${escapeHtml(json)}">`
	if (META_TAG.test(html)) return html.replace(META_TAG, () => tag)
	return html.replace(/<\/head>/i, () => `${tag}</head>`)
}

export function escapeHtml(text: string): string {
	return text
		.replaceAll('&', '&amp;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#39;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
}
