import * as compat from 'preact/compat'
import * as React from 'react'
import * as ReactDom from 'react-dom/client'
import { expect, test } from 'vitest'

// decision 088: what the tests render with is what ships, Preact through its React layer
test('React and React DOM resolve to preact/compat in the tests, as in the build', async () => {
	expect(React.createElement).toBe(compat.createElement)
	expect(React.useSyncExternalStore).toBe(compat.useSyncExternalStore)
	expect(ReactDom.createRoot).toBe((await import('preact/compat/client')).createRoot)
})
