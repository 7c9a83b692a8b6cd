import { classicShareText } from '@dragondle/core'
import { Suspense, use, useMemo } from 'react'
import { ShareBlock } from '../../components/share-block.tsx'
import type { EndProps } from '../../game/definition.ts'
import { once } from '../../once.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import { disabledOfEntry } from './challenger-record.ts'
import { rowsOf } from './classic-rows.ts'

/** Classic's share text; the recorded win, not today's setting, says what it leaves out and marks. */
export function classicShare(
	{ day, guesses, entry, url, words }: EndProps<'classic'>,
	narrowed?: readonly number[],
): string {
	return classicShareText(
		{
			gameNumero: day.answer.game_numero,
			rows: rowsOf(guesses, day.answerCharacter, day.pack).map((row) => row.tiles),
			disabled: disabledOfEntry(entry),
			url,
			narrowed,
		},
		words,
	)
}

// fetched once, the first time a share asks for the line; a failed fetch (offline, an old build's
// chunk gone) only loses the line
const loadCounts = once(() => import('./narrowed-counts.ts').catch(() => null))

/**
 * Classic's share block: with the narrowed line when Settings turns it on (decision 124), which
 * the share shows without until its code has loaded.
 */
export function ClassicShare(props: EndProps<'classic'>) {
	const isNarrowed = useValue(STORAGE_KEYS.shareNarrowed)
	const plain = <ShareBlock text={classicShare(props)} />
	return isNarrowed ? (
		<Suspense fallback={plain}>
			<NarrowedShare {...props} />
		</Suspense>
	) : (
		plain
	)
}

function NarrowedShare(props: EndProps<'classic'>) {
	const counts = use(loadCounts())
	const { day, guesses, entry } = props
	const narrowed = useMemo(
		() => counts?.narrowedCounts(day.pack, guesses, day.answerCharacter, disabledOfEntry(entry)),
		[counts, day, guesses, entry],
	)
	return <ShareBlock text={classicShare(props, narrowed)} />
}
