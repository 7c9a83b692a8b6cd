import {
	type Character,
	findCharacterByName,
	isSameName,
	matchedAlias,
	prepareSearch,
	searchCharacters,
} from '@dragondle/core'
import {
	type FormEvent,
	type KeyboardEvent,
	useDeferredValue,
	useEffect,
	useId,
	useMemo,
	useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { type GameWords, useGameWords } from '../game-words.ts'
import { whenIdle } from '../next-task.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue } from '../storage/store.ts'
import { CharacterIcon } from './character-icon.tsx'
import './game-screen.css'

type Props = {
	characters: readonly Character[]
	/** Names already guessed: never offered and never submitted again. */
	excluded: ReadonlySet<string>
	onGuess: (name: string) => void
	/** Holds submissions (e.g. while a win is being confirmed); typing stays possible. */
	disabled?: boolean
	/** Focus the input on mount; callers pass shouldAutofocus() (docs/product.md §5). */
	autoFocus?: boolean
}

/** Autofocus only on wide screens, where it does not pop up a virtual keyboard (docs/product.md §5). */
export function shouldAutofocus(): boolean {
	return document.body.clientWidth > 1025
}

function isExcluded(character: Character, excluded: ReadonlySet<string>): boolean {
	return [...excluded].some((taken) => isSameName(taken, character.championName))
}

/**
 * The character a typed name names: by its English name, or by the name the page's language shows
 * (what picking an option puts in the input); undefined for any other text.
 */
function characterNamed(
	typed: string,
	characters: readonly Character[],
	words: GameWords,
): Character | undefined {
	return (
		findCharacterByName(typed, characters) ??
		characters.find((character) => isSameName(words.characterName(character), typed))
	)
}

/**
 * The suggestions a keystroke paints at once: more than the list shows without scrolling (about
 * six at its 320 px), so a phone answers the keystroke with what the player sees and renders the
 * rest of a long list (a first letter finds 20 to 30) straight after, in a transition (decision 119).
 */
const FIRST_OPTIONS = 8

function focusOnMount(input: HTMLInputElement | null): void {
	input?.focus()
}

/**
 * The guess input: a WAI-ARIA combobox (list autocomplete, first option highlighted) over core's
 * searchCharacters. Enter or the button submits the highlighted option, else the typed text when
 * it names a character (its English name or the one the page's language shows); an unknown name is not submitted and leaves the input as typed (docs/product.md §5).
 * Clicking an option fills the input, or submits it at once with Settings' click-to-guess on.
 */
export function GuessBox({ characters, excluded, onGuess, disabled = false, autoFocus = false }: Props) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const id = useId()
	const [query, setQuery] = useState('')
	const [isOpen, setOpen] = useState(false)
	const [activeIndex, setActiveIndex] = useState(0)
	const [isRejected, setRejected] = useState(false)
	const isClickToGuess = useValue(STORAGE_KEYS.clickToGuess)
	// the names read for the search while the player looks at the page, not on their first keystroke (decision 119)
	useEffect(
		() =>
			whenIdle(() =>
				prepareSearch(
					characters,
					characters.map((character) => words.characterName(character)),
				),
			),
		[characters, words],
	)
	// once per query, not on every render the box makes (its highlight, its open state)
	const options = useMemo(() => searchCharacters(query, characters, excluded), [query, characters, excluded])
	// the urgent render (the keystroke's) has the last query's list here, the transition after it this one's
	const settledOptions = useDeferredValue(options)
	const shownOptions = settledOptions === options ? options : options.slice(0, FIRST_OPTIONS)
	const isExpanded = isOpen && options.length > 0
	const active = isExpanded ? options[Math.min(activeIndex, options.length - 1)] : undefined
	const optionId = (index: number) => `${id}-option-${index}`
	const isNoMatch = isRejected || (query.trim() !== '' && options.length === 0)

	function changeQuery(text: string) {
		setQuery(text)
		setOpen(true)
		setActiveIndex(0)
		setRejected(false)
	}

	function moveActive(step: number) {
		if (!isExpanded) return setOpen(true)
		const next = (activeIndex + step + options.length) % options.length
		setActiveIndex(next)
		document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
	}

	function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }
		const step = steps[event.key]
		if (step !== undefined) {
			event.preventDefault()
			moveActive(step)
		} else if (event.key === 'Escape') {
			setOpen(false)
		}
	}

	function submit(typed: string) {
		if (disabled || typed.trim() === '') return
		const character = characterNamed(typed, characters, words)
		if (character === undefined || isExcluded(character, excluded)) return setRejected(true)
		setQuery('')
		setOpen(false)
		onGuess(character.championName)
	}

	function handleSubmit(event: FormEvent) {
		event.preventDefault()
		submit(active?.championName ?? query)
	}

	// Enter already submits the highlighted option (the form's submit), so the setting changes the click only
	function pick(character: Character) {
		if (isClickToGuess && !disabled) return submit(character.championName)
		setQuery(words.characterName(character))
		setOpen(false)
		setRejected(false)
	}

	return (
		<form className="guess-box" onSubmit={handleSubmit}>
			<div className="guess-box__field">
				<input
					ref={autoFocus ? focusOnMount : undefined}
					type="text"
					role="combobox"
					aria-label={t('guessBox.label')}
					aria-autocomplete="list"
					aria-expanded={isExpanded}
					aria-controls={`${id}-listbox`}
					aria-activedescendant={active ? optionId(options.indexOf(active)) : undefined}
					placeholder={t('guessBox.placeholder')}
					autoComplete="off"
					spellCheck={false}
					value={query}
					onChange={(event) => changeQuery(event.target.value)}
					onKeyDown={handleKeyDown}
					onBlur={() => setOpen(false)}
				/>
				<div id={`${id}-listbox`} role="listbox" aria-label={t('guessBox.suggestions')} hidden={!isExpanded}>
					{isExpanded
						? shownOptions.map((character, index) => {
								const name = words.characterName(character)
								const alias = matchedAlias(character, query, name)
								return (
									<GuessOption
										key={character.championId}
										id={optionId(index)}
										character={character}
										name={name}
										aliasNote={alias === null ? null : t('guessBox.alias', { alias })}
										isActive={character === active}
										onPick={pick}
									/>
								)
							})
						: null}
				</div>
			</div>
			<button type="submit" className="guess-box__submit" disabled={disabled}>
				{t('guessBox.submit')}
			</button>
			<p className="guess-box__status" role="status">
				{isNoMatch ? t('guessBox.noMatch') : ''}
			</p>
		</form>
	)
}

type OptionProps = {
	id: string
	character: Character
	/** The character's name in the page's language. */
	name: string
	/** The alias the player's query found it by, said in the page's language (decision 112); null when the name shows why. */
	aliasNote: string | null
	isActive: boolean
	onPick: (character: Character) => void
}

/**
 * A suggestion: the character's icon and name, and the alias the query found it by when the name
 * does not show why (decision 112). The name comes first in the option's name, so the option is
 * still found by the character's name.
 */
function GuessOption({ id, character, name, aliasNote, isActive, onPick }: OptionProps) {
	return (
		// Options are never focused (the input keeps focus and points at them with
		// aria-activedescendant), so the keyboard is handled by the input.
		// biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection lives on the combobox input
		<div
			id={id}
			role="option"
			tabIndex={-1}
			aria-selected={isActive}
			className={isActive ? 'guess-box__option guess-box__option--active' : 'guess-box__option'}
			onMouseDown={(event) => event.preventDefault()}
			onClick={() => onPick(character)}
		>
			<span aria-hidden="true">
				<CharacterIcon character={character} size={40} name={name} />
			</span>
			<span className="guess-box__names">
				<span>{name}</span>
				{aliasNote === null ? null : (
					<>
						{' '}
						<span className="guess-box__alias">{aliasNote}</span>
					</>
				)}
			</span>
		</div>
	)
}
