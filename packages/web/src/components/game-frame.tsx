import type { Mode } from '@dragondle/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from './loading.tsx'

type Props = { mode: Mode; children: ReactNode }

/** The page around a game: its title (the header says which kind of game is on screen). */
export function GameFrame({ mode, children }: Props) {
	const { t } = useTranslation('game')
	return (
		<section className={`game-page game-page--${mode}`} aria-label={t(`${mode}.title`)}>
			<h1 className="game-page__title">{t(`${mode}.title`)}</h1>
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
