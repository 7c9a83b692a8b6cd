import { blurPx } from '@dragondle/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '../../components/switch.tsx'
import type { BoardProps, ModeDefinition } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useIsBonusOpen } from '../../storage/records.ts'
import { useValue, writeValue } from '../../storage/store.ts'
import { HiddenPicture } from '../image/hidden-picture.tsx'
import { ImageBoard } from '../image/image-board.tsx'
import { ImageHelp } from '../image/image-help.tsx'
import { usePictureWait } from '../image/picture-store.ts'
import { noteTechniqueAids, techniqueWinExtras } from './technique-aids.ts'
import '../image/image-modes.css'

const BACKGROUND = '#0d1530'
const WHOLE_PICTURE = { fraction: 1, centre: { x: 50, y: 50 } } as const

/** The technique's name in the page's language, from its English name (the daily answer's). */
function useTechniqueName(englishName: string): string {
	return useGameWords().word('techniques', englishName)
}

/** The bonus question asks for the technique's name: the page names it once the question is answered (decision 098). */
function useIsNameShown({ mode, play, answer }: BoardProps<'technique'>['day']): boolean {
	return !useIsBonusOpen(mode, play.kind, answer.game_numero)
}

/**
 * The attack's picture, blurred less with each wrong guess, grey unless colours are on (docs/product.md §4);
 * the win, or giving up a practice round, shows it sharp and in colour.
 */
function TechniqueStage({ day, guesses, status, isGivenUp = false }: BoardProps<'technique'>) {
	const { t } = useTranslation('game')
	const techniqueName = useTechniqueName(day.answer.technique_name)
	const settings = useValue(STORAGE_KEYS.techniqueSettings)
	const isWon = status === 'won'
	const isShown = isWon || isGivenUp
	const gameNumero = day.answer.game_numero
	const blur = isShown ? 0 : blurPx(guesses.length, settings.isUnblurring)
	const isGrey = !isShown && !settings.isColoured
	const isNameShown = useIsNameShown(day)
	// what the player is shown while playing decides the 'won with' records, so it is noted as shown
	// biome-ignore lint/correctness/useExhaustiveDependencies: noteTechniqueAids reads the settings; a change must note them again
	useEffect(() => {
		if (!isShown) noteTechniqueAids(gameNumero, guesses.length)
	}, [isShown, gameNumero, guesses.length, settings])
	const change = (field: 'isColoured' | 'isUnblurring') => (isOn: boolean) =>
		writeValue(STORAGE_KEYS.techniqueSettings, { ...settings, [field]: isOn })
	return (
		<div className="stage">
			<HiddenPicture
				url={day.answer.technique_imageUrl}
				label={
					!isShown
						? t('technique.pictureHidden')
						: isNameShown
							? t('technique.pictureWon', { name: techniqueName })
							: t('technique.pictureWonUnnamed')
				}
				description={
					isShown
						? undefined
						: t(settings.isColoured ? 'technique.pictureDescriptionColour' : 'technique.pictureDescription', {
								px: blur,
							})
				}
				view={{ ...WHOLE_PICTURE, blurPx: blur, isGrey, background: BACKGROUND }}
			/>
			<p className="stage__caption">{isShown ? t('picture.clear') : t('picture.blur', { px: blur })}</p>
			{isShown ? null : (
				<div className="stage__switches">
					<Switch
						label={t('picture.unblur')}
						isOn={settings.isUnblurring}
						onChange={change('isUnblurring')}
					/>
					<Switch label={t('picture.colours')} isOn={settings.isColoured} onChange={change('isColoured')} />
				</div>
			)}
		</div>
	)
}

/**
 * Technique's news of a wrong guess (the game's live region, announcer.tsx): the guess, and the
 * blur now, "Krillin: wrong — the blur falls to 7.3 px."
 */
function useTechniqueNews({ day, guesses }: BoardProps<'technique'>): string {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const { isUnblurring } = useValue(STORAGE_KEYS.techniqueSettings)
	const latest = guesses.at(-1)
	if (latest === undefined) return ''
	const blur = blurPx(guesses.length, isUnblurring)
	return t(blur < blurPx(guesses.length - 1, isUnblurring) ? 'announce.blurDown' : 'announce.blurStays', {
		name: words.nameOf(latest, day.pack.characters),
		px: blur,
	})
}

function TechniqueBoard(props: BoardProps<'technique'>) {
	const { t } = useTranslation('game')
	const technique = useTechniqueName(props.day.answer.technique_name)
	const name = useGameWords().characterName(props.day.answerCharacter)
	const clue = (
		<p>
			{useIsNameShown(props.day)
				? t('technique.clue', { technique, name })
				: t('technique.clueAfterBonus', { name })}
		</p>
	)
	return <ImageBoard {...props} clue={clue} />
}

/** Technique: a blurred attack that sharpens with each guess; guess who uses it (docs/product.md §2). */
export const definition: ModeDefinition<'technique'> = {
	mode: 'technique',
	Stage: TechniqueStage,
	Board: TechniqueBoard,
	endDelayMs: 250,
	useGuessNews: useTechniqueNews,
	useGuessesWait: ({ day }) => usePictureWait(day.answer.technique_imageUrl),
	loadEnd: () => import('./technique-end.tsx').then((module) => module.end),
	Help: () => <ImageHelp mode="technique" />,
	words: 'techniqueWords',
	winExtras: techniqueWinExtras,
	// nothing more in English, whose names the answer gives
}
