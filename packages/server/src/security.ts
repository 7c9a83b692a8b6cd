import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyHelmetOptions } from '@fastify/helmet'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Security headers for every response. The CSP lists only what the SPA needs: its own scripts,
 * inline styles (React style props), data:/blob: images (canvas crops). No HSTS by default: the
 * one-command install runs on plain http://localhost; a TLS-terminating proxy should add it.
 */
export function securityHeaders(): FastifyHelmetOptions {
	return {
		global: true,
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
			},
		},
		strictTransportSecurity: false,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		xContentTypeOptions: true,
	}
}

/**
 * The same headers set by hand, for the few answers Fastify sends before any hook runs (a URL
 * that does not decode). helmet's middleware is synchronous; the options are the plugin's, whose
 * type differs from helmet's own only by the plugin's extra fields.
 */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
	const { global: _global, enableCSPNonces: _nonces, ...options } = securityHeaders()
	helmet(options as HelmetOptions)(request, response, () => undefined)
}
