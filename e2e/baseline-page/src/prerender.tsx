import { prerender } from 'react-dom/static'
import { App } from './app.tsx'

/** The page's first screen as HTML, as React DOM's static renderer writes it at build time. */
export async function renderPage(): Promise<string> {
	const { prelude } = await prerender(<App />)
	return new Response(prelude).text()
}
