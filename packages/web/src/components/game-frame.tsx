import type { Mode } from '@dragondle/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayKind } from '../play-kind.ts'
import { Loading } from './loading.tsx'

type Props = { mode: Mode; play?: PlayKind; children: ReactNode }

/**
 * The page around a game: its title (the header says which kind of game is on screen). A title that
 * speaks of today's character has its own wording on a past day's, a practice or a challenge page
 * (the key's i18next context, e.g. `classic.title_archive`; without one, the title fits every page).
 */
export function GameFrame({ mode, play = 'daily', children }: Props) {
	const { t } = useTranslation('game')
	const title = t(`${mode}.title`, { context: play === 'daily' ? undefined : play })
	return (
		<section className={`game-page game-page--${mode}`} aria-label={title}>
			<h1 className="game-page__title">{title}</h1>
			{children}
		</section>
	)
}

/**
 * A mode's page while its code loads: its frame and the loading indicator, as the game shows them
 * for its first 500 ms (docs/product.md §4) — the first paint (decision 094) shows it, and nothing moves when
 * the game takes over.
 */
export function ModeLoading({ mode }: { mode: Mode }) {
	return (
		<GameFrame mode={mode}>
			<Loading />
		</GameFrame>
	)
}
