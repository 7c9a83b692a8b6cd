import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { Outbound } from './config.ts'

/**
 * The security headers of pages and files. The CSP lists only what the SPA needs: its own scripts,
 * inline styles (React style props), data:/blob: images (canvas crops), and the origins the
 * operator's outbound services post to (`connectTo`: none by default). No HSTS: the one-command
 * install runs on plain http://localhost; a TLS-terminating proxy should add it.
 */
const pageHelmet = (connectTo: readonly string[]): HelmetOptions => ({
	contentSecurityPolicy: {
		useDefaults: false,
		directives: {
			defaultSrc: ["'self'"],
			imgSrc: ["'self'", 'data:', 'blob:'],
			styleSrc: ["'self'", "'unsafe-inline'"],
			scriptSrc: ["'self'"],
			connectSrc: ["'self'", ...connectTo],
			frameAncestors: ["'self'"],
			objectSrc: ["'none'"],
			baseUri: ["'self'"],
			formAction: ["'self'"],
		},
	},
	strictTransportSecurity: false,
	referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
	// Headers for browsers no longer in use (Internet Explorer, Flash, the old XSS auditor) or that
	// change nothing here (decision 077).
	xDnsPrefetchControl: false,
	xDownloadOptions: false,
	xPermittedCrossDomainPolicies: false,
	xXssProtection: false,
	originAgentCluster: false,
})

/**
 * The security headers of the data answers (`/api/`, `/cache/`): JSON read by our own pages and the
 * app, never a document. What matters for them is that no browser takes them for a page or a script
 * (`nosniff`, a CSP that allows nothing and no frame) nor hands them to another site's page
 * (`Cross-Origin-Resource-Policy`, helmet's default `same-origin`); the page-only headers (the
 * opener policy, the referrer policy, the legacy frame header that the CSP's `frame-ancestors`
 * replaces) do nothing on JSON (decision 090).
 */
const DATA_HELMET: HelmetOptions = {
	contentSecurityPolicy: {
		useDefaults: false,
		directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], formAction: ["'none'"] },
	},
	crossOriginOpenerPolicy: false,
	referrerPolicy: false,
	strictTransportSecurity: false,
	xFrameOptions: false,
	xDnsPrefetchControl: false,
	xDownloadOptions: false,
	xPermittedCrossDomainPolicies: false,
	xXssProtection: false,
	originAgentCluster: false,
}

/**
 * The powerful features no page of ours uses, denied to it and to any frame (helmet has no option
 * for this header). Sharing (Web Share), the clipboard and vibration stay allowed to our own origin.
 */
const PERMISSIONS_POLICY = [
	'accelerometer=()',
	'browsing-topics=()',
	'camera=()',
	'display-capture=()',
	'geolocation=()',
	'gyroscope=()',
	'magnetometer=()',
	'microphone=()',
	'midi=()',
	'payment=()',
	'usb=()',
].join(', ')

/**
 * Pages, files and what fails before routing: helmet's headers and the Permissions-Policy. These
 * and the data answers' are helmet's own output, computed once per app: they never vary by request,
 * and @fastify/helmet, which runs helmet anew on every request, cost a cached answer about a third
 * of its CPU and a page view two thirds (decisions 095 and 121).
 */
export function pageHeaders(outbound: Outbound): Readonly<Record<string, string>> {
	return Object.freeze({
		...headersOf(pageHelmet(outboundOrigins(outbound))),
		'permissions-policy': PERMISSIONS_POLICY,
	})
}

/**
 * The origins the page posts to when the operator turns a service on: the error reports' (the DSN's
 * host, its key left out) and the analytics collectors'. None by default, so the CSP is unchanged.
 */
export function outboundOrigins(outbound: Outbound): string[] {
	const urls = [outbound.sentryDsn, outbound.analyticsUrl, outbound.pageAnalyticsUrl]
	const origins = urls.flatMap((url) => (url === undefined ? [] : [new URL(url).origin]))
	return [...new Set(origins)]
}

/** The data answers' headers. */
export const DATA_HEADERS = Object.freeze(headersOf(DATA_HELMET))

/** What helmet's middleware sets with these options, run once over a collector. */
function headersOf(options: HelmetOptions): Record<string, string> {
	const headers: Record<string, string> = {}
	const collector = {
		setHeader: (name: string, value: string | number | readonly string[]) => {
			headers[name.toLowerCase()] = String(value)
		},
		removeHeader: (name: string) => {
			delete headers[name.toLowerCase()]
		},
	}
	helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined)
	return headers
}
