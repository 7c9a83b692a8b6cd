/**
 * Whether this page is the mobile app's build: the app's build sets `VITE_PLATFORM=app` (DESIGN.md
 * "Mobile app"); the web build leaves it unset, and Vite drops the app-only branches from it.
 */
export function isAppBuild(): boolean {
	return import.meta.env.VITE_PLATFORM === 'app'
}
