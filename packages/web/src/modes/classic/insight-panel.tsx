import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGameWords } from '../../game-words.ts'
import { useNumberFormat } from '../../hooks/use-number-format.ts'
import { computeInsight } from './compute-insight.ts'
import type { InsightFigures, InsightInput, InsightStepFigures } from './insight-figures.ts'
import '../../game/insight.css'

type Props = { input: InsightInput }

type Outcome = { kind: 'working' } | { kind: 'done'; figures: InsightFigures | null } | { kind: 'failed' }

/**
 * The insight's figures (decision 124), loaded and worked out only once the player opens the
 * disclosure after the end: a worker runs core's search, and the page shows what it sends back.
 * The status line is a live region from the start, so its change to the field's counts is heard.
 */
export function InsightPanel({ input }: Props) {
	const { t } = useTranslation('insight')
	const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' })
	// a subscription to the worker, dropped (and the worker ended) when the panel closes
	useEffect(() => {
		const job = computeInsight(input)
		let isOn = true
		job.reply.then(
			(reply) => isOn && setOutcome({ kind: 'done', figures: reply.figures }),
			() => isOn && setOutcome({ kind: 'failed' }),
		)
		return () => {
			isOn = false
			job.cancel()
		}
	}, [input])
	const figures = outcome.kind === 'done' ? outcome.figures : null
	return (
		<>
			<p className="insight__status" role="status">
				{outcome.kind === 'working'
					? t('working')
					: figures === null
						? t('failed')
						: t('field', { counts: countsOf(figures).join(' → ') })}
			</p>
			{figures === null ? null : <InsightSteps figures={figures} input={input} />}
		</>
	)
}

/** The field before the first guess and after each: `[102, 14, 3, 1]`. */
function countsOf(figures: InsightFigures): number[] {
	const [first] = figures.steps
	return first ? [first.before, ...figures.steps.map((step) => step.after)] : []
}

type StepsProps = { figures: InsightFigures; input: InsightInput }

/** The perfect player's count, then each guess with the field before and after it and the best split then. */
function InsightSteps({ figures, input }: StepsProps) {
	const { t } = useTranslation('insight')
	const words = useGameWords()
	const byId = new Map(input.pack.characters.map((character) => [character.championId, character]))
	const nameOf = (id: number | null) => {
		const character = id === null ? undefined : byId.get(id)
		return character ? words.characterName(character) : ''
	}
	const [first] = figures.steps
	return (
		<>
			{figures.perfectGuesses !== null && first ? (
				<p className="insight__perfect">
					{t('perfect', { count: figures.perfectGuesses, name: nameOf(first.guessId) })}
				</p>
			) : null}
			<ol className="insight__steps" aria-label={t('steps')}>
				{figures.steps.map((step) => (
					<StepItem key={step.guessId} step={step} nameOf={nameOf} />
				))}
			</ol>
		</>
	)
}

type StepProps = { step: InsightStepFigures; nameOf: (id: number | null) => string }

/** One guess: the field before and after it, and the best split on offer then (or that it was one). */
function StepItem({ step, nameOf }: StepProps) {
	const { t } = useTranslation('insight')
	const format = useNumberFormat()
	const isAsGood = step.bestLeft === null || step.playedLeft <= step.bestLeft
	return (
		<li className="insight__step">
			<strong>{t('step', { name: nameOf(step.guessId), before: step.before, after: step.after })}</strong>{' '}
			{isAsGood
				? t('bestYours')
				: t('best', {
						name: nameOf(step.bestId),
						left: format(step.bestLeft ?? 0, { maximumFractionDigits: 1 }),
					})}
		</li>
	)
}
