import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Security headers for every response. The CSP lists only what the SPA needs: its own scripts,
 * inline styles (React style props), data:/blob: images (canvas crops). No HSTS by default: the
 * one-command install runs on plain http://localhost; a TLS-terminating proxy should add it.
 */
const OPTIONS: HelmetOptions = {
	contentSecurityPolicy: {
		useDefaults: false,
		directives: {
			defaultSrc: ["'self'"],
			imgSrc: ["'self'", 'data:', 'blob:'],
			styleSrc: ["'self'", "'unsafe-inline'"],
			scriptSrc: ["'self'"],
			connectSrc: ["'self'"],
			frameAncestors: ["'self'"],
			objectSrc: ["'none'"],
			baseUri: ["'self'"],
			formAction: ["'self'"],
		},
	},
	strictTransportSecurity: false,
	referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
	xContentTypeOptions: true,
	// Headers for browsers no longer in use (Internet Explorer, Flash, the old XSS auditor) or that
	// change nothing here: each costs every answer its validation and bytes (decision 077).
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
 * helmet's headers for these options, computed once: they never vary by request, so every answer
 * gets the same object in one `reply.headers()` call instead of helmet's middleware each time.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
	const headers: Record<string, string> = {}
	const collector = {
		setHeader: (name: string, value: string | number | readonly string[]) => {
			headers[name.toLowerCase()] = String(value)
		},
		removeHeader: (name: string) => {
			delete headers[name.toLowerCase()]
		},
	}
	helmet(OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined)
	headers['permissions-policy'] = PERMISSIONS_POLICY
	return Object.freeze(headers)
}

/**
 * The security headers of the data answers (`/api/`, `/cache/`): JSON read by our own pages and the
 * app, never a document. What matters for them is that no browser takes them for a page or a script
 * (`nosniff`, a CSP that allows nothing and no frame) nor hands them to another site's page
 * (`Cross-Origin-Resource-Policy`); the page-only headers (the opener policy, the referrer policy,
 * the legacy frame header that the CSP's `frame-ancestors` replaces) do nothing on JSON and cost
 * every answer their validation (decision 090).
 */
export function dataSecurityHeaders(): Readonly<Record<string, string>> {
	return Object.freeze({
		'content-security-policy': "default-src 'none'; frame-ancestors 'none'; form-action 'none'",
		'x-content-type-options': 'nosniff',
		'cross-origin-resource-policy': 'same-origin',
	})
}
