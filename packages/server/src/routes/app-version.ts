import * as v from 'valibot'
import { NO_CACHE, type RouteContext, type SchemaApp } from './context.ts'

const AppVersionsSchema = v.object({
	iosVersion: v.nullable(v.string()),
	androidVersion: v.nullable(v.string()),
})

/**
 * GET /api/app-version: the newest app release in each store (docs/product.md §3 "Other" (version responses)), null
 * where the operator has not said (IOS_APP_VERSION, ANDROID_APP_VERSION). The app asks at most
 * once a day and offers the update when its own version is older (docs/product.md §4 "Version checks").
 */
export function registerAppVersionRoutes(app: SchemaApp, ctx: RouteContext) {
	app.get('/app-version', { schema: { response: { 200: AppVersionsSchema } } }, async (_request, reply) => {
		reply.header('cache-control', NO_CACHE)
		const { ios, android } = ctx.config.appVersions
		return { iosVersion: ios ?? null, androidVersion: android ?? null }
	})
}
