import type { Mode, ShareWords } from '@dragondle/core'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** The share texts' words from the locale file (`shareResult`); core decides what they say. */
export function shareWords(t: TFunction): ShareWords {
	const modeName = (mode: Mode) => t(`modes.${mode}.title`)
	return {
		title: ({ mode, gameNumero, guesses }) =>
			t('shareResult.title', { mode: modeName(mode), gameNumero, count: guesses }),
		more: (count) => t('shareResult.more', { count }),
		mark: (mark) => t(`shareResult.marks.${mark}`),
		challenger: (disabledCells) => t('shareResult.challenger', { count: disabledCells }),
		allDoneTitle: (gameNumero) => t('shareResult.allDoneTitle', { gameNumero }),
		allDoneLine: (mode, guesses) => t('shareResult.allDoneLine', { mode: modeName(mode), count: guesses }),
		bonus: t('shareResult.bonus'),
		addendum: t('shareResult.addendum'),
		narrowed: (counts) => t('shareResult.narrowed', { counts: counts.join(' → ') }),
	}
}

/** {@link shareWords} in the player's language, the same object while the language stays. */
export function useShareWords(): ShareWords {
	const { t } = useTranslation()
	return useMemo(() => shareWords(t), [t])
}
