import { TOKEN_LENGTH } from '@dragondle/core'
import type { TFunction } from 'i18next'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCopy } from '../hooks/use-copy.ts'
import { useToday } from '../hooks/use-today.ts'
import {
	checkToken,
	exportToken,
	INVALID_TOKEN_LENGTH,
	importProgress,
	type ModeSummary,
	summarizeProgress,
	type TransferOutcome,
} from '../transfer/transfer.ts'
import './transfer-dialog.css'

type View = 'choose' | 'export' | 'import'

/** An error line: the sentence, then the server's code in brackets when there is one (docs/product.md §6). */
function errorText(sentence: string, code: string | null): string {
	return code ? `${sentence} (${code})` : sentence
}

/** Asks for a token once mounted; 'Try again' mounts it afresh. */
function ExportView({ onRetry }: { onRetry: () => void }) {
	const { t } = useTranslation('transfer')
	const [result, setResult] = useState<TransferOutcome<string> | null>(null)
	const { state: copyState, copy } = useCopy()
	useEffect(() => {
		let isCurrent = true
		exportToken().then((outcome) => {
			if (isCurrent) setResult(outcome)
		})
		return () => {
			isCurrent = false
		}
	}, [])
	if (result === null) return <p role="status">{t('transfer.exporting')}</p>
	if (!result.ok) {
		return (
			<div className="transfer__error">
				<p role="alert">{errorText(t('transfer.exportError'), result.code)}</p>
				<button type="button" className="button" onClick={onRetry}>
					{t('transfer.retry')}
				</button>
			</div>
		)
	}
	return (
		<div className="transfer__export">
			<p className="transfer__token-label">{t('transfer.tokenLabel')}</p>
			<output className="transfer__token" aria-label={t('transfer.tokenLabel')}>
				{result.value}
			</output>
			<p>{t('transfer.tokenHelp')}</p>
			<button type="button" className="button" onClick={() => copy(result.value)}>
				{t('transfer.copy')}
			</button>
			<p role="status" className="transfer__note">
				{copyState === 'copied'
					? t('transfer.copied')
					: copyState === 'failed'
						? t('transfer.copyFallback')
						: ''}
			</p>
		</div>
	)
}

/** A token's check: pending (outcome null) or done, for the token as it was typed then. */
type Check = { token: string; outcome: TransferOutcome<Map<string, unknown>> | null }

/** What a checked token holds, mode by mode: the player sees it before confirming the import. */
function Preview({ summary }: { summary: readonly ModeSummary[] }) {
	const { t } = useTranslation('transfer')
	if (summary.length === 0) return <p>{t('transfer.previewEmpty')}</p>
	return (
		<>
			<p id="transfer-preview">{t('transfer.preview')}</p>
			<ul className="transfer__preview" aria-labelledby="transfer-preview">
				{summary.map(({ mode, gamesWon, currentStreak }) => (
					<li key={mode}>
						{t('transfer.previewMode', {
							mode: t(`modes.${mode}.title`, { ns: 'common' }),
							count: gamesWon,
							streak: currentStreak,
						})}
					</li>
				))}
			</ul>
		</>
	)
}

/** The import's sentence once done (docs/product.md §4 "Transfer: import"): what came, in real counts. */
function importedText(t: TFunction<'transfer'>, summary: readonly ModeSummary[]): string {
	return t('transfer.imported', {
		count: summary.reduce((total, { gamesWon }) => total + gamesWon, 0),
		streak: Math.max(0, ...summary.map(({ currentStreak }) => currentStreak)),
	})
}

/**
 * docs/product.md §4 "Transfer: import", one screen (decision 112): the token, checked as soon as
 * its 5 characters are in; what it holds; then "Import data" replaces this device's progress.
 */
function ImportView({ onImported }: { onImported: (message: string) => void }) {
	const { t } = useTranslation('transfer')
	const { gameNumero } = useToday()
	const [token, setToken] = useState('')
	const [check, setCheck] = useState<Check | null>(null)
	const [isTooShort, setTooShort] = useState(false)
	const outcome = check?.token === token ? check.outcome : null
	const isChecking = check?.token === token && check.outcome === null
	const summary = outcome?.ok ? summarizeProgress(outcome.value, gameNumero) : null
	const error = isTooShort
		? errorText(t('transfer.importError'), INVALID_TOKEN_LENGTH)
		: outcome && !outcome.ok
			? errorText(t('transfer.importError'), outcome.code)
			: null

	async function checkTyped(typed: string) {
		setCheck({ token: typed, outcome: null })
		const checked = await checkToken(typed)
		// a later token typed meanwhile keeps its own check
		setCheck((current) => (current?.token === typed ? { token: typed, outcome: checked } : current))
	}

	function handleChange(value: string) {
		const typed = value.toUpperCase().slice(0, TOKEN_LENGTH)
		setToken(typed)
		setTooShort(false)
		if (typed.length === TOKEN_LENGTH && typed !== check?.token) void checkTyped(typed)
	}

	function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (token.length !== TOKEN_LENGTH) return setTooShort(true)
		if (outcome?.ok && summary) {
			importProgress(outcome.value)
			return onImported(importedText(t, summary))
		}
		// a failed check is asked again (the network may be back)
		if (!isChecking) void checkTyped(token)
	}

	return (
		<form className="transfer__import" onSubmit={handleSubmit}>
			<p>{t('transfer.importHelp')}</p>
			<label htmlFor="transfer-token">{t('transfer.token')}</label>
			<input
				id="transfer-token"
				className="transfer__input"
				value={token}
				maxLength={TOKEN_LENGTH}
				autoComplete="off"
				autoCapitalize="characters"
				spellCheck={false}
				onChange={(event) => handleChange(event.target.value)}
			/>
			<div role="status">
				{isChecking ? <p>{t('transfer.checking')}</p> : null}
				{summary ? <Preview summary={summary} /> : null}
			</div>
			{error ? <p role="alert">{error}</p> : null}
			<p className="transfer__warning" role="note">
				{t('transfer.warning')}
			</p>
			<button type="submit" className="button" disabled={isChecking}>
				{t('transfer.importData')}
			</button>
		</form>
	)
}

type Props = {
	onClose: () => void
	/** An import is done: the dialog closes, and the page it opened over says `message`. */
	onImported: (message: string) => void
	/**
	 * A first start in the app (docs/product.md §4 "Transfer: import"): the dialog opens on the import,
	 * which a player new to the game skips.
	 */
	isFirstStart?: boolean
}

/** 'Transfer my data' (docs/product.md §2, §4): export this device's progress as a token, or import one. */
export function TransferDialog({ onClose, onImported, isFirstStart = false }: Props) {
	const { t } = useTranslation('transfer')
	const [view, setView] = useState<View>(isFirstStart ? 'import' : 'choose')
	const [exportAttempt, setExportAttempt] = useState(0)
	return (
		<div className="transfer">
			{/* app mode's strings, loaded with the opt-in before it (app-dialog.tsx) */}
			{/* once the player has chosen, the intro has done its work: a phone keeps the import on one screen */}
			{isFirstStart ? (
				<p>{t('importOffer.text', { ns: 'app' })}</p>
			) : view === 'choose' ? (
				<p>{t('transfer.intro')}</p>
			) : null}
			<div className="transfer__buttons">
				{(['export', 'import'] as const).map((choice) => (
					<button
						key={choice}
						type="button"
						className="button"
						aria-pressed={view === choice}
						onClick={() => setView(choice)}
					>
						{t(`transfer.${choice}`)}
					</button>
				))}
			</div>
			{view === 'export' ? (
				<ExportView key={exportAttempt} onRetry={() => setExportAttempt((attempt) => attempt + 1)} />
			) : null}
			{view === 'import' ? <ImportView onImported={onImported} /> : null}
			{isFirstStart ? (
				<button type="button" className="link-button" onClick={onClose}>
					{t('importOffer.skip', { ns: 'app' })}
				</button>
			) : null}
		</div>
	)
}
