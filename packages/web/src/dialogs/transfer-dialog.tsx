import { TOKEN_LENGTH } from '@dragondle/core'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { CallResult } from '../api-client.ts'
import { useCopy } from '../hooks/use-copy.ts'
import { exportToken, importToken } from '../transfer/transfer.ts'
import './transfer-dialog.css'

type View = 'choose' | 'export' | 'import'

/** An error line: the sentence, then the server's code in brackets when there is one (docs/product.md §6). */
function errorText(sentence: string, code: string | null): string {
	return code ? `${sentence} (${code})` : sentence
}

/** Asks for a token once mounted; 'Try again' mounts it afresh. */
function ExportView({ onRetry }: { onRetry: () => void }) {
	const { t } = useTranslation('transfer')
	const [result, setResult] = useState<CallResult<string> | null>(null)
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

/** docs/product.md §4 "Transfer: import": an intro, three instruction steps, then the token. */
function ImportView({ onDone }: { onDone: () => void }) {
	const { t } = useTranslation('transfer')
	const steps = t('transfer.steps', { returnObjects: true }) as string[]
	const [step, setStep] = useState(0)
	const [token, setToken] = useState('')
	const [error, setError] = useState<string | null>(null)
	const [isImporting, setIsImporting] = useState(false)
	const navigate = useNavigate()

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setIsImporting(true)
		setError(null)
		const outcome = await importToken(token)
		setIsImporting(false)
		if (!outcome.ok) {
			setError(errorText(t('transfer.importError'), outcome.code))
			return
		}
		navigate('/')
		onDone()
	}

	if (step < steps.length) {
		return (
			<div className="transfer__step">
				<p className="transfer__step-count">
					{t('transfer.stepOf', { step: step + 1, total: steps.length + 1 })}
				</p>
				<p>{steps[step]}</p>
				<div className="transfer__buttons">
					{step > 0 ? (
						<button type="button" className="button" onClick={() => setStep(step - 1)}>
							{t('transfer.back')}
						</button>
					) : null}
					<button type="button" className="button" onClick={() => setStep(step + 1)}>
						{t('transfer.next')}
					</button>
				</div>
			</div>
		)
	}
	return (
		<form className="transfer__step" onSubmit={handleSubmit}>
			<p className="transfer__step-count">
				{t('transfer.stepOf', { step: step + 1, total: steps.length + 1 })}
			</p>
			<label htmlFor="transfer-token">{t('transfer.token')}</label>
			<input
				id="transfer-token"
				className="transfer__input"
				value={token}
				maxLength={TOKEN_LENGTH}
				autoComplete="off"
				autoCapitalize="characters"
				spellCheck={false}
				onChange={(event) => setToken(event.target.value.toUpperCase().slice(0, TOKEN_LENGTH))}
			/>
			<p className="transfer__warning" role="note">
				{t('transfer.warning')}
			</p>
			{error ? <p role="alert">{error}</p> : null}
			<div className="transfer__buttons">
				<button type="button" className="button" onClick={() => setStep(step - 1)}>
					{t('transfer.back')}
				</button>
				<button type="submit" className="button" disabled={isImporting}>
					{isImporting ? t('transfer.importing') : t('transfer.importData')}
				</button>
			</div>
		</form>
	)
}

type Props = {
	onClose: () => void
	/**
	 * A first start in the app (docs/product.md §4 "Transfer: import"): the dialog opens on the import,
	 * which a player new to the game skips.
	 */
	isFirstStart?: boolean
}

/** 'Transfer my data' (docs/product.md §2, §4): export this device's progress as a token, or import one. */
export function TransferDialog({ onClose, isFirstStart = false }: Props) {
	const { t } = useTranslation('transfer')
	const [view, setView] = useState<View>(isFirstStart ? 'import' : 'choose')
	const [exportAttempt, setExportAttempt] = useState(0)
	return (
		<div className="transfer">
			{/* app mode's strings, loaded with the opt-in before it (app-dialog.tsx) */}
			<p>{isFirstStart ? t('importOffer.text', { ns: 'app' }) : t('transfer.intro')}</p>
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
			{view === 'import' ? <ImportView onDone={onClose} /> : null}
			{isFirstStart ? (
				<button type="button" className="link-button" onClick={onClose}>
					{t('importOffer.skip', { ns: 'app' })}
				</button>
			) : null}
		</div>
	)
}
