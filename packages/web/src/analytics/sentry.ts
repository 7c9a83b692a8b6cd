import { type BrowserOptions, init } from '@sentry/browser'
import { scrubBreadcrumb, scrubEvent } from './scrub.ts'

/** docs/product.md §7 "Calls", "Outbound services": one error event in ten is sent. */
const SAMPLE_RATE = 0.1

/**
 * What the SDK itself collects (version 11's replacement for `sendDefaultPii: false`): no user
 * fields and no address inferred from the request, no cookies, no bodies, no query parameters, no
 * local variables; of the headers, the browser's name only.
 */
const DATA_COLLECTION: BrowserOptions['dataCollection'] = {
	userInfo: false,
	cookies: false,
	httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
	httpBodies: [],
	urlQueryParams: false,
	stackFrameVariables: false,
}

/**
 * The SDK's options (decision 099): 10 % of error events, no tracing (no tracing integration, no
 * traces sample rate), no personal data, no session ping on every visit nor report of dropped
 * events, and every event and breadcrumb scrubbed of tokens before it leaves.
 */
export function sentryOptions(dsn: string, version: number): BrowserOptions {
	return {
		dsn,
		...(version === 0 ? {} : { release: String(version) }),
		sampleRate: SAMPLE_RATE,
		dataCollection: DATA_COLLECTION,
		sendClientReports: false,
		integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
		beforeSend: scrubEvent,
		beforeBreadcrumb: scrubBreadcrumb,
	}
}

/** Starts error reporting with the operator's DSN. */
export function initSentry(dsn: string, version: number): void {
	init(sentryOptions(dsn, version))
}
