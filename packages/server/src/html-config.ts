import type { RuntimeConfigSettings } from '@dragondle/core'
import type { Config, Outbound } from './config.ts'

/**
 * The runtime config the server gives its pages (core's runtime-config.ts writes it into their
 * tag): the web build ships one set of files for every install, and the operator's settings
 * (ANSWER_KEY, LAUNCH_DAY, TRANSFER_KEY, the site's links, the outbound services) arrive here,
 * checked in full at start-up (config.ts). Unset links are left out.
 */
export function pageRuntimeConfig(config: Config, version: number): RuntimeConfigSettings {
	const { answerKey, launchDay, transferKey, links, outbound } = config
	return { answerKey, launchDay, transferKey, version, ...links, ...pageOutbound(outbound) }
}

/**
 * The outbound services' settings as the page gets them (decision 099): the format and site id only
 * with a collector to post to, so a default install's tag is the same as before they existed.
 */
export function pageOutbound(outbound: Outbound): Partial<Outbound> {
	const { sentryDsn, analyticsUrl, pageAnalyticsUrl } = outbound
	if (analyticsUrl === undefined && pageAnalyticsUrl === undefined) return { sentryDsn }
	return outbound
}
