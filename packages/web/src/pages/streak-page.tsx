import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { failureCode, redeemStreakCode } from '../api-client.ts'
import { entryFor, readHistory, saveHistoryEntry } from '../storage/records.ts'

/** After a restore, home follows (docs/product.md §4 "Streak restore page"). */
const HOME_AFTER_MS = 2000

type Outcome = 'restored' | 'unknown' | 'failed' | null

/**
 * The hidden streak-restore page: a single-use code from us puts back the finished game it names,
 * so a streak broken by our fault goes on (docs/architecture.md "Streak codes").
 */
export function StreakPage() {
	const { t } = useTranslation()
	const [, navigate] = useLocation()
	const [code, setCode] = useState('')
	const [outcome, setOutcome] = useState<Outcome>(null)
	const [isBusy, setIsBusy] = useState(false)
	useEffect(() => {
		if (outcome !== 'restored') return undefined
		const timer = setTimeout(() => navigate('/'), HOME_AFTER_MS)
		return () => clearTimeout(timer)
	}, [outcome, navigate])

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setIsBusy(true)
		try {
			const { mode, gameNumero, nbGuesses } = await redeemStreakCode(code.trim())
			// a game the device still has keeps its own record
			if (!entryFor(readHistory(mode), gameNumero))
				saveHistoryEntry(mode, { gameNumero, nbGuesses, rank: null })
			setOutcome('restored')
		} catch (error) {
			// 4xx: the code is not one of ours (or was used); anything else may work later
			const failure = failureCode(error)
			setOutcome(failure === 'UNKNOWN_CODE' || failure === 'INVALID_DATA' ? 'unknown' : 'failed')
		}
		setIsBusy(false)
	}

	return (
		<section className="page">
			<h1>{t('streak.heading')}</h1>
			<p>{t('streak.body')}</p>
			<form className="streak-form" onSubmit={handleSubmit}>
				<label htmlFor="streak-code">{t('streak.code')}</label>
				<div className="streak-form__row">
					<input
						id="streak-code"
						name="code"
						type="text"
						autoComplete="off"
						spellCheck={false}
						value={code}
						onChange={(event) => setCode(event.target.value)}
						required
					/>
					<button type="submit" className="button" disabled={isBusy || outcome === 'restored'}>
						{t('streak.submit')}
					</button>
				</div>
			</form>
			<p className="note" role="status">
				{isBusy ? t('streak.redeeming') : outcome ? t(`streak.${outcome}`) : ''}
			</p>
		</section>
	)
}
