/**
 * The address a page file of the build is precached under (vite.config.ts renames them, and reads
 * this file, which therefore imports nothing): a page with a file of its own under the page's
 * address, which the server answers with that file (decision 094); the file every other page
 * shares (core's SHARED_PAGE_FILE) under its own.
 */
export function precacheUrlOf(file: string): string {
	if (file === 'index.html') return '/'
	const page = /^shells\/([a-z_]+)\.html$/.exec(file)?.[1]
	return page !== undefined && file !== SHARED_PAGE_FILE ? `/${page}` : `/${file}`
}

/** Core's SHARED_PAGE_FILE (routes.test.ts checks they agree). */
const SHARED_PAGE_FILE = 'shells/page.html'
