import type { Mode } from '@dragondle/core'
import { useEffect, useState } from 'react'
import type { ModeDefinition, ModeEnd } from './definition.ts'

const loads = new WeakMap<object, Promise<unknown>>()
const loaded = new WeakMap<object, unknown>()

/**
 * A mode's end (ModeDefinition.loadEnd), loaded once for its definition and shared by whatever asks:
 * the first guess (so the end is there when a guess wins), the end panel and a practice round given
 * up. A load that fails is forgotten, so the next asks again.
 */
export function endOf<M extends Mode>(definition: ModeDefinition<M>): Promise<ModeEnd<M>> {
	const known = loads.get(definition) as Promise<ModeEnd<M>> | undefined
	if (known) return known
	const end = definition.loadEnd().then((value) => {
		loaded.set(definition, value)
		return value
	})
	loads.set(definition, end)
	end.catch(() => loads.delete(definition))
	return end
}

/**
 * The mode's end once it has loaded, else null until it has (asking for it): loaded from the first
 * guess on, it is there at once when a game ends. State rather than suspense, so nothing around it
 * waits or shows a fallback meanwhile.
 */
export function useModeEnd<M extends Mode>(definition: ModeDefinition<M>): ModeEnd<M> | null {
	const [end, setEnd] = useState(() => (loaded.get(definition) as ModeEnd<M> | undefined) ?? null)
	useEffect(() => {
		if (end !== null) return
		let isLive = true
		endOf(definition).then(
			(value) => {
				if (isLive) setEnd(value)
			},
			() => undefined,
		)
		return () => {
			isLive = false
		}
	}, [definition, end])
	return end
}
