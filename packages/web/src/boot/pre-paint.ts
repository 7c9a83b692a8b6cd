// Dragondle: what a stored choice hides of the first paint (decision 113). A classic script in the
// page's head, built by prerender-plugin.ts with the stored key written in: only a script the
// parser waits for runs before the first paint. It reads one stored string, and does nothing where
// storage is refused.

/** The stored choice of a player who closed Classic's colour tutorial (prerender-plugin.ts's TUTORIAL_CLOSED_KEY). */
declare const __DRAGONDLE_TUTORIAL_CLOSED_KEY__: string

try {
	if (localStorage.getItem(__DRAGONDLE_TUTORIAL_CLOSED_KEY__) === 'true') {
		document.documentElement.classList.add('tutorial-closed')
	}
} catch {}
