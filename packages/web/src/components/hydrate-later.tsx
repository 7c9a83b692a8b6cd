import { type ReactElement, Suspense } from 'react'

/**
 * Taking over the prerendered page in parts (decision 089). The first render of a part named here
 * waits for a task of its own, so the browser can paint and answer input between the parts instead
 * of running the whole takeover at once; its prerendered elements stay on screen meanwhile. Only the
 * page's first takeover waits: tests, the prerender and later renders go straight through.
 */
let isDeferring = false
/** Each part's wait: a promise until its task has come, then true. */
const waits = new Map<string, Promise<void> | true>()

/** A new task: a timer's callback runs in one of its own. */
export function nextTask(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Called once, just before the page's first takeover (start.tsx). */
export function deferHydration() {
	isDeferring = true
}

/** Settles once every part that waited has been taken over; from then on, no part waits. */
export async function partsHydrated(): Promise<void> {
	for (;;) {
		const pending = [...waits.values()].filter((wait) => wait !== true)
		if (pending.length === 0) {
			// the takeover is over: a part that appears later renders at once
			isDeferring = false
			return
		}
		await Promise.all(pending)
		// the part renders in the microtasks after its wait: one more task and it is on the page
		await nextTask()
	}
}

function Gate({ name, children }: { name: string; children: ReactElement }) {
	if (!isDeferring) return children
	let wait = waits.get(name)
	if (wait === undefined) {
		wait = nextTask().then(() => {
			waits.set(name, true)
		})
		waits.set(name, wait)
	}
	// a thrown promise while taking over keeps the part's prerendered element until it settles
	if (wait !== true) throw wait
	return children
}

/**
 * A part of the page (one element: its prerendered element is what stays while it waits) taken
 * over in a task of its own at the page's first takeover.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactElement }) {
	return (
		<Suspense fallback={null}>
			<Gate name={name}>{children}</Gate>
		</Suspense>
	)
}
