import type { PlayContent } from '@dragondle/content'
import type { Character, DailyAnswerOf, GameStatus, Mode, ShareWords } from '@dragondle/core'
import type { ComponentType } from 'react'
import type { HistoryEntry } from '../storage/keys.ts'
import type { WordsNamespace } from '../word-namespaces.ts'
import type { Play } from './play.ts'

/** What one mode's screen knows of today, read once per load (and again when the day changes). */
export type Day<M extends Mode> = {
	mode: M
	answer: DailyAnswerOf<M>
	/** The character the player must name (Fusion: the fused one; Technique: the attack's user). */
	answerCharacter: Character
	pack: PlayContent
	utc: number
	/** Today's game or a past day's (decision 084). */
	play: Play
	/** The guesses stored when the day loaded: they appear at once, later ones animate in. */
	restoredGuesses: readonly string[]
	/** Today's winner count before this player's win; read in the background. */
	winnerCount: Promise<number | null>
	/** That count if it has arrived by now, else null: a win never waits for its retries. */
	knownWinnerCount: () => number | null
}

/** What a mode's board and stage get: the day and the game derived from the stored guesses. */
export type BoardProps<M extends Mode> = {
	day: Day<M>
	/** Oldest first; the last one is the winning guess once the game is won. */
	guesses: readonly string[]
	status: GameStatus
	/** A practice round the player gave up: lost, and its answer shows as a win's would (decision 084). */
	isGivenUp?: boolean
	/** Guesses before this index were on the board when it loaded and appear without animation. */
	firstAnimated: number
}

/** What a mode's end panel gets to build its share text and notes. */
export type EndProps<M extends Mode> = {
	day: Day<M>
	guesses: readonly string[]
	/** Today's record in the history, once it is written. */
	entry: HistoryEntry | undefined
	/** The site's address, appended to the share text. */
	url: string
	/** The share text's words in the player's language. */
	words: ShareWords
}

/** What a mode's insight after the end gets: the day, the guesses, and today's record once written. */
export type InsightProps<M extends Mode> = Pick<EndProps<M>, 'day' | 'guesses' | 'entry'>

/**
 * One mode, declared once (docs/architecture.md "Mode registry"): its board, its end delay, its share text,
 * its help, and what it records of a win. The shared daily-game flow does everything else.
 */
export type ModeDefinition<M extends Mode> = {
	mode: M
	/** Drawn above the guess box (the image modes' picture). */
	Stage?: ComponentType<BoardProps<M>>
	/** Drawn below the guess box (Classic's grid, the image modes' list of guesses and clues). */
	Board: ComponentType<BoardProps<M>>
	/**
	 * The board as it first shows, before the day has loaded, with the layout it keeps once it has
	 * (decision 113): the page's HTML paints it, so the first paint is the screen the player uses.
	 * None: the screen shows the loading indicator until the day is here (a stage would come in above).
	 */
	FirstBoard?: ComponentType
	/**
	 * How long after the winning guess the end panel, confetti and scroll come (docs/product.md §4); a
	 * function is asked at the win (Classic's depends on the cells the challenger zone left visible).
	 */
	endDelayMs: number | (() => number)
	/**
	 * What the game's live region says of the latest guess when it was wrong (announcer.tsx): a hook,
	 * called on every render of the game, so it may read the mode's settings and the page's words.
	 */
	useGuessNews: (props: BoardProps<M>) => string
	/**
	 * True while guesses must wait (the image modes: until their picture is here, so no guess is made
	 * blind; the stage says why). A hook, called on every render of the game; none means never.
	 */
	useGuessesWait?: (props: BoardProps<M>) => boolean
	/**
	 * The mode's end (ModeEnd), a module of its own: it loads with the end panel's code, from the
	 * first guess on, never with the page's start (decision 127).
	 */
	loadEnd: () => Promise<ModeEnd<M>>
	Help: ComponentType
	/**
	 * The game words the mode shows besides the characters' names (Classic's tile values,
	 * Technique's attacks), loaded in the page's language with its day (word-namespaces.ts).
	 */
	words?: Exclude<WordsNamespace, 'gameWords'>
	/** What the history records of a win besides guesses and rank. */
	winExtras?: (gameNumero: number) => Record<string, boolean> | undefined
}

/**
 * What a mode adds to a game's end: its share text, and the parts the end panel shows (and a
 * practice round given up, its insight). ModeDefinition.loadEnd loads it.
 */
export type ModeEnd<M extends Mode> = {
	shareText: (props: EndProps<M>) => string
	/** The mode's own share block, in place of one showing `shareText` (Classic: its narrowed line, decision 124). */
	Share?: ComponentType<EndProps<M>>
	/** What the end shows of how the guesses went, after a win or a give-up (Classic's insight, decision 124). */
	Insight?: ComponentType<InsightProps<M>>
	/** Notes the end panel shows under the tries (Technique: what the win was won without). */
	EndNotes?: ComponentType<EndProps<M>>
}

/** Any mode's definition, each with its own mode's types. */
export type AnyModeDefinition = { [M in Mode]: ModeDefinition<M> }[Mode]
