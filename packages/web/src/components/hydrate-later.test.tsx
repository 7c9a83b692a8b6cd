import { renderToString } from 'preact-render-to-string'
import { useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { expect, test } from 'vitest'
import { deferHydration, HydrateLater, nextTask, partsHydrated } from './hydrate-later.tsx'

function Counter({ label }: { label: string }) {
	const [count, setCount] = useState(0)
	return (
		<button type="button" onClick={() => setCount((value) => value + 1)}>
			{label} {count}
		</button>
	)
}

function Page() {
	return (
		<div className="page">
			<h1>Title</h1>
			<HydrateLater name="first">
				<Counter label="First" />
			</HydrateLater>
			<HydrateLater name="second">
				<Counter label="Second" />
			</HydrateLater>
		</div>
	)
}

// decision 089: the first takeover of the prerendered page comes in parts, each in a task of its own
test('at the first takeover each part keeps its prerendered element and is taken over in a later task', async () => {
	const root = document.createElement('div')
	root.innerHTML = renderToString(<Page />)
	document.body.append(root)
	const [first, second] = [...root.querySelectorAll('button')]
	if (!first || !second) throw new Error('the prerender has no buttons')
	const heading = root.querySelector('h1')

	deferHydration()
	hydrateRoot(root, <Page />)
	await Promise.resolve()
	// the parts' elements are on screen but not taken over yet: a press does nothing
	first.click()
	expect(first.textContent).toBe('First 0')

	await partsHydrated()
	// the same elements, now the page's: nothing was drawn again
	expect(root.querySelector('h1')).toBe(heading)
	expect([...root.querySelectorAll('button')]).toEqual([first, second])
	first.click()
	second.click()
	second.click()
	await nextTask()
	expect(first.textContent).toBe('First 1')
	expect(second.textContent).toBe('Second 2')
	root.remove()
})

test('once the takeover is over, a part new to the page renders at once', async () => {
	// the test above ended the takeover; a part new to the page does not wait for a task
	const root = document.createElement('div')
	document.body.append(root)
	createRoot(root).render(
		<HydrateLater name="late">
			<Counter label="Late" />
		</HydrateLater>,
	)
	await Promise.resolve()
	await Promise.resolve()
	expect(root.textContent).toBe('Late 0')
	root.remove()
})
