import type { RuntimeConfig } from '../config.ts'
import type { SentEvent } from './events.ts'

/** What the body may say of the page the event happened on: never its query string or fragment. */
export type PageFacts = { hostname: string; language: string; title: string; path: string }

type Format = Pick<RuntimeConfig, 'analyticsFormat' | 'analyticsSiteId'>

/** A challenge link's path carries its token; the collector gets the route alone. */
export function publicPath(path: string): string {
	return path.replace(/^\/challenge\/[^/]+\/?$/, '/challenge')
}

/**
 * The request body in the operator's format (decision 099): Umami's `/api/send` event (a page view
 * is one without a name), or a flat JSON object named by `event`.
 */
export function bodyOf(event: SentEvent, format: Format, page: PageFacts): object {
	const path = publicPath(event.name === 'pageview' ? event.path : page.path)
	const { name, ...data } = event.name === 'pageview' ? { name: event.name, path } : event
	const siteId = format.analyticsSiteId
	if (format.analyticsFormat !== 'umami') return { event: name, ...data, ...(siteId ? { site: siteId } : {}) }
	const { hostname, language, title } = page
	const payload = { website: siteId, hostname, language, title, url: path }
	return { type: 'event', payload: name === 'pageview' ? payload : { ...payload, name, data } }
}

/** The page as it is now. */
function pageFacts(): PageFacts {
	const { hostname, pathname } = window.location
	return { hostname, language: navigator.language, title: document.title, path: pathname }
}

/**
 * Posts one event to the operator's collector, without cookies, surviving the page's unload. It is
 * never awaited and never throws: a collector that is down or refuses changes nothing for the
 * player.
 */
export function send(url: string, event: SentEvent, format: Format): void {
	try {
		fetch(url, {
			method: 'POST',
			body: JSON.stringify(bodyOf(event, format, pageFacts())),
			headers: { 'content-type': 'application/json' },
			credentials: 'omit',
			keepalive: true,
		}).catch(() => undefined)
	} catch {
		// a fetch that throws at once (a URL the browser refuses) is dropped too
	}
}

/**
 * Reports each link to another site followed (sibling games, the stores, the tip jar, social
 * pages, a fact report), wherever the shell or a page draws it, by its origin and path. One
 * capturing listener on the document; returns its removal.
 */
export function listenForOutboundClicks(root: Document, onClick: (url: string) => void): () => void {
	const handleClick = (event: MouseEvent) => {
		const link = event.target instanceof Element ? event.target.closest('a[href]') : null
		if (!(link instanceof HTMLAnchorElement)) return
		const url = new URL(link.href, window.location.href)
		if (/^https?:$/.test(url.protocol) && url.origin !== window.location.origin) {
			onClick(`${url.origin}${url.pathname}`)
		}
	}
	root.addEventListener('click', handleClick, true)
	return () => root.removeEventListener('click', handleClick, true)
}
