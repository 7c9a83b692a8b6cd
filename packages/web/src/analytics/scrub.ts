import type { Breadcrumb, ErrorEvent } from '@sentry/browser'

// What an error report may carry (decision 099): never stored progress or a token. Our code never
// puts storage into a report; what could carry a token is a URL (a transfer token is a query
// parameter, a challenge link's token a path segment), so every URL loses its query and fragment,
// and only chosen fields of the request and of breadcrumbs are kept at all.

/** A URL (absolute, or a path) followed by its query or fragment, up to the next space or quote. */
const URL_QUERY = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s"'<>?#]*)[?#][^\s"'<>]*/gi
/** A token parameter outside a URL we recognised. */
const TOKEN_PARAM = /\btoken=[^\s&"'<>]*/gi
/** A challenge link's token. */
const CHALLENGE_TOKEN = /\/challenge\/[A-Za-z0-9_-]+/g

/** A URL, or a text holding URLs, without queries, fragments or tokens. */
export function scrubText(text: string): string {
	return text
		.replace(URL_QUERY, '$1')
		.replace(TOKEN_PARAM, 'token=…')
		.replace(CHALLENGE_TOKEN, '/challenge/…')
}

/** The breadcrumb fields kept: what was asked and how it ended, never a body or its size. */
const BREADCRUMB_DATA = new Set(['method', 'status_code', 'url', 'from', 'to'])

/**
 * A breadcrumb as it may leave: console lines are dropped (a message may print anything), the
 * others keep their category, message and chosen fields, each URL scrubbed.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
	if (breadcrumb.category === 'console') return null
	const { type, category, level, timestamp, message, data } = breadcrumb
	const kept = Object.entries(data ?? {})
		.filter(([key]) => BREADCRUMB_DATA.has(key))
		.map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value])
	return {
		type,
		category,
		level,
		timestamp,
		...(message === undefined ? {} : { message: scrubText(message) }),
		...(kept.length > 0 ? { data: Object.fromEntries(kept) } : {}),
	}
}

/**
 * An error event as it may leave: its messages and the page's URL scrubbed, the request reduced to
 * that URL and the browser's name, no user, no extra data, its breadcrumbs scrubbed again.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
	const { user: _user, extra: _extra, request, message, exception, breadcrumbs, ...rest } = event
	const userAgent = request?.headers?.['User-Agent']
	return {
		...rest,
		...(message === undefined ? {} : { message: scrubText(message) }),
		...(request === undefined
			? {}
			: {
					request: {
						...(request.url === undefined ? {} : { url: scrubText(request.url) }),
						...(userAgent === undefined ? {} : { headers: { 'User-Agent': userAgent } }),
					},
				}),
		...(exception?.values === undefined
			? {}
			: {
					exception: {
						values: exception.values.map((value) =>
							value.value === undefined ? value : { ...value, value: scrubText(value.value) },
						),
					},
				}),
		...(breadcrumbs === undefined
			? {}
			: { breadcrumbs: breadcrumbs.flatMap((crumb) => scrubBreadcrumb(crumb) ?? []) }),
	}
}
