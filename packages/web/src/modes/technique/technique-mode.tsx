import { blurPx, imageShareText, type ShareMark } from '@dragondle/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '../../components/switch.tsx'
import type { BoardProps, EndProps, ModeDefinition } from '../../game/definition.ts'
import { type HistoryEntry, STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue, writeValue } from '../../storage/store.ts'
import { HiddenPicture } from '../image/hidden-picture.tsx'
import { ImageBoard } from '../image/image-board.tsx'
import { ImageHelp } from '../image/image-help.tsx'
import { noteTechniqueAids, techniqueWinExtras } from './technique-aids.ts'
import '../image/image-modes.css'

const BACKGROUND = '#0d1530'
const WHOLE_PICTURE = { fraction: 1, centre: { x: 50, y: 50 } } as const

/** The attack's picture, blurred less with each wrong guess, grey unless colours are on (docs/product.md §4). */
function TechniqueStage({ day, guesses, status }: BoardProps<'technique'>) {
	const { t } = useTranslation('game')
	const settings = useValue(STORAGE_KEYS.techniqueSettings)
	const isWon = status === 'won'
	const gameNumero = day.answer.game_numero
	const blur = isWon ? 0 : blurPx(guesses.length, settings.isUnblurring)
	const isGrey = !isWon && !settings.isColoured
	// what the player is shown while playing decides the 'won with' records, so it is noted as shown
	// biome-ignore lint/correctness/useExhaustiveDependencies: noteTechniqueAids reads the settings; a change must note them again
	useEffect(() => {
		if (!isWon) noteTechniqueAids(gameNumero, guesses.length)
	}, [isWon, gameNumero, guesses.length, settings])
	const change = (field: 'isColoured' | 'isUnblurring') => (isOn: boolean) =>
		writeValue(STORAGE_KEYS.techniqueSettings, { ...settings, [field]: isOn })
	return (
		<div className="stage">
			<HiddenPicture
				url={day.answer.technique_imageUrl}
				label={
					isWon
						? t('technique.pictureWon', { name: day.answer.technique_name })
						: t('technique.pictureHidden')
				}
				view={{ ...WHOLE_PICTURE, blurPx: blur, isGrey, background: BACKGROUND }}
			/>
			<p className="stage__caption">
				{isWon ? t('picture.clear') : t('picture.blur', { px: blur.toFixed(1) })}
			</p>
			{isWon ? null : (
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

function TechniqueBoard(props: BoardProps<'technique'>) {
	const { t } = useTranslation('game')
	const { answer } = props.day
	const clue = <p>{t('technique.clue', { technique: answer.technique_name, name: answer.champion_name })}</p>
	return <ImageBoard {...props} clue={clue} />
}

function marksOf(entry: HistoryEntry | undefined): ShareMark[] {
	const marks: ShareMark[] = []
	if (entry?.extras?.noColours === true) marks.push('no-colours')
	if (entry?.extras?.fullBlur === true) marks.push('full-blur')
	return marks
}

/** The 'won with' records, under the number of tries. */
function TechniqueEndNotes({ entry }: EndProps<'technique'>) {
	const { t } = useTranslation('game')
	const marks = marksOf(entry)
	return marks.length === 0 ? null : (
		<ul className="end-panel__notes">
			{marks.map((mark) => (
				<li key={mark}>{t(`technique.wonWithout.${mark}`)}</li>
			))}
		</ul>
	)
}

/** Technique: a blurred attack that sharpens with each guess; guess who uses it (docs/product.md §2). */
export const definition: ModeDefinition<'technique'> = {
	mode: 'technique',
	Stage: TechniqueStage,
	Board: TechniqueBoard,
	endDelayMs: 250,
	shareText: ({ day, guesses, entry, url, words }) =>
		imageShareText(
			{
				mode: 'technique',
				gameNumero: day.answer.game_numero,
				nbGuesses: guesses.length,
				marks: marksOf(entry),
				url,
			},
			words,
		),
	EndNotes: TechniqueEndNotes,
	Help: () => <ImageHelp mode="technique" />,
	winExtras: techniqueWinExtras,
}
