import { useState } from 'react'

/** The baseline's one component: a heading and a button whose handler hydration attaches. */
export function App() {
	const [count, setCount] = useState(0)
	return (
		<main>
			<h1>Baseline</h1>
			<p>A React 19 page, prerendered and hydrated, as small as one can be.</p>
			<button type="button" onClick={() => setCount((pressed) => pressed + 1)}>
				Pressed {count} times
			</button>
		</main>
	)
}
