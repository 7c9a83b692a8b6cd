import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AD_CONFIG, AdSlot } from './ad-slot.tsx'

test('a default install has no ad configuration, and the ad slot renders nothing', () => {
	expect(AD_CONFIG).toEqual({})
	const { container } = render(<AdSlot />)
	expect(container).toBeEmptyDOMElement()
})
