import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { useRuntimeConfig } from '../config.ts'
import { useCopy } from '../hooks/use-copy.ts'
import { useAppMode } from '../platform.ts'
import { readProgress } from '../storage/records.ts'
import { packProgress, sealPayload } from '../transfer/payload.ts'

const SWORD_TAPS = 3
/** docs/product.md §9: the mail's and the debug copy's 'Copied' notes last 3 s. */
const ABOUT_COPIED_MS = 3000

type Props = { onClose: () => void }

/**
 * The About dialog (docs/product.md §2 "Dialogs" (About)): intro, legal note and privacy link, inspirations, feedback
 * mail, a copy of the device's data for bug reports, the tip jar (web only), the build's version,
 * and the sword that opens the streak-restore page after three taps.
 */
export function AboutDialog({ onClose }: Props) {
	const { t } = useTranslation('about')
	const { feedbackEmail, tipUrl } = useRuntimeConfig()
	const isAppMode = useAppMode()
	return (
		<div className="about">
			<p>{t('dialogs.aboutIntro', { ns: 'common' })}</p>
			<h3>{t('about.legalHeading')}</h3>
			<p>{t('about.legal')}</p>
			<p>
				<Link to="/privacy_policy" onClick={onClose}>
					{t('footer.privacy', { ns: 'common' })}
				</Link>
			</p>
			<h3>{t('about.inspirationsHeading')}</h3>
			<p>{t('about.inspirations')}</p>
			<h3>{t('about.feedbackHeading')}</h3>
			{feedbackEmail ? <FeedbackMail address={feedbackEmail} /> : null}
			<DebugCopy />
			{tipUrl && !isAppMode ? (
				<p>
					<a href={tipUrl} target="_blank" rel="noopener noreferrer">
						{t('about.tip')}
					</a>
				</p>
			) : null}
			<div className="about__footer">
				<VersionLabel />
				<Sword onClose={onClose} />
			</div>
		</div>
	)
}

/** The build's version as 12 hex digits (version.json's hash reads best so), or 'development build'. */
function VersionLabel() {
	const { t } = useTranslation('about')
	const { version } = useRuntimeConfig()
	return (
		<p className="about__version">
			{version === 0
				? t('about.devVersion')
				: t('about.version', { version: version.toString(16).padStart(12, '0') })}
		</p>
	)
}

function FeedbackMail({ address }: { address: string }) {
	const { t } = useTranslation('about')
	const { state, copy } = useCopy(ABOUT_COPIED_MS)
	return (
		<>
			<p>
				{t('about.feedback')} <a href={`mailto:${address}`}>{address}</a>
			</p>
			<CopyButton label={t('about.copyMail')} state={state} onCopy={() => copy(address)} />
		</>
	)
}

/** The device's progress as transfer seals it (encrypted, compressed): one export format, read by us alone. */
function DebugCopy() {
	const { t } = useTranslation('about')
	const { state, copy } = useCopy(ABOUT_COPIED_MS)
	const [data, setData] = useState('')
	async function handleCopy() {
		const sealed = await sealPayload(packProgress(readProgress()))
		setData(sealed)
		await copy(sealed)
	}
	return (
		<>
			<p>{t('about.debug')}</p>
			<CopyButton label={t('about.copyDebug')} state={state} onCopy={handleCopy} />
			{state === 'failed' ? (
				<textarea className="about__debug" readOnly value={data} aria-label={t('about.copyDebug')} />
			) : null}
		</>
	)
}

type CopyButtonProps = { label: string; state: ReturnType<typeof useCopy>['state']; onCopy: () => void }

function CopyButton({ label, state, onCopy }: CopyButtonProps) {
	const { t } = useTranslation('about')
	return (
		<p className="about__copy">
			<button type="button" className="button" onClick={onCopy}>
				{label}
			</button>
			<span role="status" className="about__note">
				{state === 'copied' ? t('about.copied') : state === 'failed' ? t('about.copyFailed') : ''}
			</span>
		</p>
	)
}

/** The easter egg: three taps on the sword open the hidden streak-restore page. */
function Sword({ onClose }: Props) {
	const { t } = useTranslation('about')
	const [, navigate] = useLocation()
	const [taps, setTaps] = useState(0)
	function handleSword() {
		if (taps + 1 < SWORD_TAPS) setTaps(taps + 1)
		else {
			navigate('/streak')
			onClose()
		}
	}
	return (
		<button
			type="button"
			className="icon-button about__sword"
			aria-label={t('about.sword')}
			onClick={handleSword}
		>
			<span aria-hidden="true">🗡️</span>
		</button>
	)
}
