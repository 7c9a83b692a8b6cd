import escapeHtml from 'escape-html'
import type { Outbound, SiteLinks } from './config.ts'

/** Runtime settings the SPA reads from `<meta name="dragondle-config">` at startup. */
export type RuntimeConfig = {
	answerKey: string
	launchDay: string
	transferKey: string
	/** The web build's version (`version.json`), for About's version label; 0 when unknown. */
	version: number
} & Partial<SiteLinks> &
	Partial<Outbound>

/**
 * The outbound services' settings as the page gets them (decision 099): the format and site id only
 * with a collector to post to, so a default install's tag is the same as before they existed.
 */
export function pageOutbound(outbound: Outbound): Partial<Outbound> {
	const { sentryDsn, analyticsUrl, pageAnalyticsUrl } = outbound
	if (analyticsUrl === undefined && pageAnalyticsUrl === undefined) return { sentryDsn }
	return outbound
}

/**
 * The runtime config's tag for the pages: the web build ships one set of files for every install,
 * and the operator's settings (ANSWER_KEY, LAUNCH_DAY, TRANSFER_KEY, the site's links) arrive here.
 * Unset links are left out of the JSON. site.ts writes it where core's splitPageForConfig says,
 * after the build's placeholder, which the page's last tag overrides (web config.ts).
 */
export function runtimeConfigTag(config: RuntimeConfig): string {
	const { answerKey, launchDay, transferKey, version, ...settings } = config
	// unset settings are undefined, which JSON leaves out
	const json = JSON.stringify({ answerKey, launchDay, transferKey, version, ...settings })
	return `<meta name="dragondle-config" content="${escapeHtml(json)}">`
}
