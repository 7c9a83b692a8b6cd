import type { PlayContent } from '@dragondle/content'
import type { Mode } from '@dragondle/core'
import { lazy, Suspense, use, useEffect, useRef, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'
import { Redirect } from 'wouter'
import { FoundBy } from '../components/found-by.tsx'
import { GameFrame } from '../components/game-frame.tsx'
import { GuessBox, shouldAutofocus } from '../components/guess-box.tsx'
import { LoadError } from '../components/load-error.tsx'
import { useMinimumDelay } from '../components/loading.tsx'
import { YesterdayLine } from '../components/yesterday-line.tsx'
import { playerUtcOffset } from '../config.ts'
import { UNKNOWN_GAME, useToday } from '../hooks/use-today.ts'
import { loadNamespaces } from '../i18n.ts'
import { Announcer } from './announcer.tsx'
import { loadDay, sharedDay } from './day.ts'
import type { Day, InsightProps, ModeDefinition } from './definition.ts'
import { FirstScreen } from './first-screen.tsx'
import type { GameEnd as GameEndOfMode } from './game-end.tsx'
import { endOf, useModeEnd } from './mode-end.ts'
import { DAILY, FutureGameError, type Play } from './play.ts'
import { FutureGame, PracticeControls } from './play-notes.tsx'
import { useAnswerWatch } from './use-answer-watch.ts'
import { useDailyGame } from './use-daily-game.ts'
import '../components/game-screen.css'

/** The end panel's code: fetched at the first guess, so a page's start does not carry it (decision 127). */
const loadGameEnd = () => import('./game-end.tsx').then((module) => ({ default: module.GameEnd }))
// typed as the generic component it loads, which `lazy` would narrow to one mode's props
const GameEnd = lazy(loadGameEnd) as unknown as typeof GameEndOfMode

type GameProps<M extends Mode> = {
	definition: ModeDefinition<M>
	dayPromise: Promise<Day<M> | FutureGameError>
	onAnswerChanged: () => void
}

/** One day's game once loaded: the common screen (docs/product.md §2 "Game screen (common)") around the mode's board. */
function Game<M extends Mode>({ definition, dayPromise, onAnswerChanged }: GameProps<M>) {
	const day = use(dayPromise)
	// a past day the server refused is an answer, not a failure: said plainly, never logged as an error
	return day instanceof FutureGameError ? (
		<FutureGame mode={definition.mode} gameNumero={day.gameNumero} />
	) : (
		<DayGame definition={definition} day={day} onAnswerChanged={onAnswerChanged} />
	)
}

/** A mode whose guesses never wait for anything (ModeDefinition.useGuessesWait). */
function neverWait(): boolean {
	return false
}

type DayGameProps<M extends Mode> = Omit<GameProps<M>, 'dayPromise'> & { day: Day<M> }

function DayGame<M extends Mode>({ definition, day, onAnswerChanged }: DayGameProps<M>) {
	const { t } = useTranslation('game')
	const game = useDailyGame(definition, day, onAnswerChanged)
	// the end panel is on its way while the player plays, there the moment a guess wins
	const hasGuessed = game.state.guesses.length > 0
	useEffect(() => {
		if (!hasGuessed) return
		loadGameEnd().catch(() => undefined)
		endOf(definition).catch(() => undefined)
	}, [hasGuessed, definition])
	useAnswerWatch({
		mode: day.mode,
		utc: day.utc,
		answerName: day.answer.champion_name,
		onChanged: game.handleAnswerChanged,
		isOn: day.play.kind === 'daily',
	})
	const [isAutoFocused] = useState(shouldAutofocus)
	const { Stage, Board, useGuessesWait = neverWait } = definition
	const board = {
		day,
		guesses: game.state.guesses,
		status: game.state.status,
		isGivenUp: game.isGivenUp,
		firstAnimated: day.restoredGuesses.length,
	}
	const isWaiting = useGuessesWait(board)
	return (
		<div className={`game game--${day.mode}`}>
			{Stage ? <Stage {...board} /> : null}
			<FoundBy count={game.countAfterWin ?? day.winnerCount} />
			{game.state.status === 'playing' && !game.isGivenUp ? (
				<GuessBox
					characters={day.pack.characters}
					excluded={new Set(game.state.guesses)}
					onGuess={game.handleGuess}
					disabled={game.isChecking || isWaiting}
					autoFocus={isAutoFocused}
				/>
			) : null}
			{game.isChecking ? (
				<p className="game__checking" role="status">
					{t('checking')}
				</p>
			) : null}
			{day.play.kind === 'practice' && game.state.status === 'playing' ? (
				<PracticeControls
					mode={day.mode}
					answer={day.answerCharacter}
					isGivenUp={game.isGivenUp}
					onGiveUp={game.handleGiveUp}
				>
					{game.isGivenUp ? (
						<GivenUpInsight definition={definition} day={day} guesses={game.state.guesses} />
					) : null}
				</PracticeControls>
			) : null}
			{game.state.guesses.length === 0 && !game.isGivenUp ? <p className="game__hint">{t('hint')}</p> : null}
			{/* the board right under the guess box: a guess's result shows where the player looks (decision 108) */}
			<Board {...board} />
			{day.play.kind === 'daily' ? (
				<YesterdayLine
					gameNumero={day.answer.game_numero}
					name={day.answer.yesterday}
					characters={day.pack.characters}
				/>
			) : null}
			<Announcer
				definition={definition}
				board={board}
				rank={day.play.kind === 'daily' ? (game.entry?.rank ?? null) : null}
			/>
			{game.isEndShown ? (
				<Suspense fallback={null}>
					<GameEnd
						definition={definition}
						day={day}
						guesses={game.state.guesses}
						entry={game.entry}
						isFresh={game.isWonHere}
					/>
				</Suspense>
			) : null}
		</div>
	)
}

/** A practice round given up: the mode's insight, as a win's end shows it, once the mode's end has loaded. */
function GivenUpInsight<M extends Mode>({
	definition,
	day,
	guesses,
}: { definition: ModeDefinition<M> } & Omit<InsightProps<M>, 'entry'>) {
	const Insight = useModeEnd(definition)?.Insight
	return Insight ? <Insight day={day} guesses={guesses} entry={undefined} /> : null
}

type Props<M extends Mode> = {
	definition: ModeDefinition<M>
	pack?: PlayContent
	/** Today's game (the default) or a past day's from the archive (decision 084). */
	play?: Play
}

/**
 * A mode's screen, one per day: today's starts afresh at the region's midnight (docs/product.md §4 "Daily
 * rollover"); a past day's is refused when it is not past yet on this device, and by the server
 * whatever the device's clock says. `pack` replaces the bundled content (tests); the bundled pack is
 * parsed by the day's load, never during render.
 */
export function GamePage<M extends Mode>({ definition, pack, play = DAILY }: Props<M>) {
	const { gameNumero } = useToday()
	const dayKey = useDayKey(gameNumero)
	if (play.kind === 'daily') {
		return <GameScreen key={dayKey} definition={definition} pack={pack} play={play} />
	}
	if (play.kind === 'practice' || play.kind === 'challenge') {
		const key = play.kind === 'practice' ? `${play.round}:${play.series}` : play.token
		return <GameScreen key={key} definition={definition} pack={pack} play={play} />
	}
	// today's game is played as today's, where it counts
	if (play.gameNumero === gameNumero) return <Redirect to={`/${definition.mode}`} replace />
	return play.gameNumero > gameNumero ? (
		<GameFrame mode={definition.mode} play="archive">
			<FutureGame mode={definition.mode} gameNumero={play.gameNumero} />
		</GameFrame>
	) : (
		<GameScreen key={play.gameNumero} definition={definition} pack={pack} play={play} />
	)
}

/**
 * Today's screen's key: a new day is a new screen, but learning the day once the page runs (its
 * prerendered screen knew none) is not, so React keeps the screen it has just taken over.
 */
function useDayKey(gameNumero: number): number {
	const firstKnown = useRef<number | null>(null)
	if (firstKnown.current === null && gameNumero !== UNKNOWN_GAME) firstKnown.current = gameNumero
	return gameNumero === firstKnown.current ? UNKNOWN_GAME : gameNumero
}

type Load<M extends Mode> = { generation: number; dayPromise: Promise<Day<M> | FutureGameError> }

/** The refusal of a future day, as a value the screen shows rather than an error it throws. */
function refusalAsValue<M extends Mode>(day: Promise<Day<M>>): Promise<Day<M> | FutureGameError> {
	return day.catch((error: unknown) => {
		if (error instanceof FutureGameError) return error
		throw error
	})
}

/**
 * The day's load with the game's words in the page's language (game-words.ts), the names and the
 * mode's own (ModeDefinition.words): the game's first render needs both, so the board never shows
 * English names first. They load with the day rather
 * than with the page's code, after the takeover: the prerendered first screen shows none (decision
 * 117), so React's takeover waits for no words. Nothing to download in English.
 */
function withWords<M extends Mode>(day: Promise<Day<M>>, definition: ModeDefinition<M>): Promise<Day<M>> {
	const words = definition.words ? (['gameWords', definition.words] as const) : (['gameWords'] as const)
	return Promise.all([day, loadNamespaces(...words)]).then(([loaded]) => loaded)
}

/** The loading status shows at least this long, however fast the day loads (docs/product.md §4 "Game flow"). */
const MIN_LOADING_MS = 500

type ScreenProps<M extends Mode> = {
	definition: ModeDefinition<M>
	pack?: PlayContent
	play: Play
}

/**
 * One day's screen: loading for at least 500 ms (docs/product.md §4), as the mode's first screen
 * (first-screen.tsx), then the game. The day's load (with the game's words in the page's language)
 * starts once the screen is on the page (an effect), never while rendering: the build's prerender
 * renders this screen as it first shows, loading, and must not ask a server for anything.
 */
function GameScreen<M extends Mode>({ definition, pack, play }: ScreenProps<M>) {
	const { mode } = definition
	const isDelayOver = useMinimumDelay(MIN_LOADING_MS)
	const [load, setLoad] = useState<Load<M> | null>(null)
	// Once, on mounting: GamePage keys the screen by its day, so its props never change while it is
	// on the page. The first load is shared with a screen mounted for the same day (sharedDay), as
	// when React's Strict Mode runs the effect twice or a page's first render remounts the screen.
	// biome-ignore lint/correctness/useExhaustiveDependencies: a day's screen loads its day once
	useEffect(() => {
		const day = sharedDay(mode, playerUtcOffset(), pack, play, definition.winExtras)
		const dayPromise = refusalAsValue(withWords(day, definition))
		setLoad({ generation: 0, dayPromise })
		// the failure shows through `use` (the error boundary); a load no render takes up, as when the
		// player has left or Strict Mode's first run is dropped, is not an unhandled rejection
		dayPromise.catch(() => undefined)
	}, [])

	/** The answer changed under the player, or loading failed: load the day again and start afresh. */
	function handleAnswerChanged() {
		const day = loadDay(mode, playerUtcOffset(), pack, play, definition.winExtras)
		const dayPromise = refusalAsValue(withWords(day, definition))
		setLoad((previous) => ({ generation: (previous?.generation ?? 0) + 1, dayPromise }))
	}

	return (
		<GameFrame mode={mode} play={play.kind}>
			{isDelayOver && load !== null ? (
				<ErrorBoundary FallbackComponent={LoadError} onReset={handleAnswerChanged}>
					<Suspense fallback={<FirstScreen definition={definition} />}>
						<Game
							key={load.generation}
							definition={definition}
							dayPromise={load.dayPromise}
							onAnswerChanged={handleAnswerChanged}
						/>
					</Suspense>
				</ErrorBoundary>
			) : (
				<FirstScreen definition={definition} />
			)}
		</GameFrame>
	)
}
