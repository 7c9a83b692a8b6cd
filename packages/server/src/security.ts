import type { FastifyHelmetOptions } from '@fastify/helmet'

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
