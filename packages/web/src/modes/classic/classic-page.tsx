import type { ContentPack } from '@dragondle/content'
import { Suspense, use, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'
import { FoundBy } from '../../components/found-by.tsx'
import { GuessBox, shouldAutofocus } from '../../components/guess-box.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { Loading, useMinimumDelay } from '../../components/loading.tsx'
import { YesterdayLine } from '../../components/yesterday-line.tsx'
import { deviceUtcOffset } from '../../config.ts'
import { useToday } from '../../hooks/use-today.ts'
import { type ClassicDay, loadClassicDay, sharedClassicDay } from './classic-day.ts'
import { ClassicEnd } from './classic-end.tsx'
import { ClassicGrid } from './classic-grid.tsx'
import { ColorTutorial } from './color-tutorial.tsx'
import { useClassicGame } from './use-classic-game.ts'
import './classic.css'

type GameProps = { dayPromise: Promise<ClassicDay>; onAnswerChanged: () => void }

function ClassicGame({ dayPromise, onAnswerChanged }: GameProps) {
	const { t } = useTranslation('game')
	const day = use(dayPromise)
	const { pack } = day
	const game = useClassicGame(day, onAnswerChanged)
	const [isAutoFocused] = useState(shouldAutofocus)
	const excluded = new Set(game.state.guesses)
	const gameNumero = day.answer.game_numero
	return (
		<div className="classic">
			<FoundBy count={game.countAfterWin ?? day.winnerCount} />
			{game.state.status === 'playing' ? (
				<GuessBox
					characters={pack.characters}
					excluded={excluded}
					onGuess={game.handleGuess}
					disabled={game.isChecking}
					autoFocus={isAutoFocused}
				/>
			) : null}
			{game.isChecking ? (
				<p className="classic__checking" role="status">
					{t('checking')}
				</p>
			) : null}
			{game.state.guesses.length === 0 ? <p className="classic__hint">{t('hint')}</p> : null}
			<YesterdayLine gameNumero={gameNumero} name={day.answer.yesterday} />
			<ColorTutorial />
			{game.duplicate ? (
				<p className="classic__duplicate" role="note">
					{t('classic.duplicate', { name: game.duplicate.character.championName })}
				</p>
			) : null}
			{game.rows.length > 0 ? (
				<ClassicGrid rows={game.rows} firstAnimatedRow={day.restored.guesses.length} />
			) : null}
			{game.isEndShown ? (
				<ClassicEnd
					gameNumero={gameNumero}
					answer={day.answerCharacter}
					rows={game.rows}
					rank={game.rank}
					isFresh={day.restored.status !== 'won'}
				/>
			) : null}
		</div>
	)
}

type Load = { generation: number; dayPromise: Promise<ClassicDay> }

/**
 * The Classic screen (spec §2), one per day. `pack` replaces the bundled content (tests); the bundled
 * pack is parsed by the day's load, never during render.
 */
export function ClassicPage({ pack }: { pack?: ContentPack }) {
	// A new day is a new game: the screen starts afresh at the region's midnight (spec §4 "Daily rollover").
	const { gameNumero } = useToday()
	return <ClassicScreen key={gameNumero} pack={pack} />
}

/** One day's screen: loading for at least 500 ms, then the game. */
function ClassicScreen({ pack }: { pack?: ContentPack }) {
	const { t } = useTranslation('game')
	const isDelayOver = useMinimumDelay(500)
	const [load, setLoad] = useState<Load>(() => ({
		generation: 0,
		dayPromise: sharedClassicDay(deviceUtcOffset(), pack),
	}))

	/** The answer changed under the player, or loading failed: load the day again and start afresh. */
	function handleAnswerChanged() {
		const dayPromise = loadClassicDay(deviceUtcOffset(), pack)
		setLoad((previous) => ({ generation: previous.generation + 1, dayPromise }))
	}

	return (
		<section className="classic-page" aria-label={t('classic.title')}>
			<h1 className="classic-page__title">{t('classic.title')}</h1>
			{isDelayOver ? (
				<ErrorBoundary FallbackComponent={LoadError} onReset={handleAnswerChanged}>
					<Suspense fallback={<Loading />}>
						<ClassicGame
							key={load.generation}
							dayPromise={load.dayPromise}
							onAnswerChanged={handleAnswerChanged}
						/>
					</Suspense>
				</ErrorBoundary>
			) : (
				<Loading />
			)}
		</section>
	)
}
