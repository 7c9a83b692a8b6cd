import { answerPictureOf, type DailyAnswer } from '@dragondle/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createChallenge } from '../api-client.ts'
import { useCopy } from '../hooks/use-copy.ts'
import { useSiteUrl } from '../hooks/use-site-url.ts'

type Props = { answer: DailyAnswer; nbGuesses: number }

/**
 * 'Copy challenge link' (decision 084): the server seals this game's answer and guesses into an opaque
 * token; the link a friend opens names nothing. The picture goes with the name, so the friend gets
 * the very entry played: Fusion's forms (Vegito, Vegito Blue…) share one name.
 */
export function ChallengeLink({ answer, nbGuesses }: Props) {
	const { t } = useTranslation('play')
	const site = useSiteUrl()
	const { state, copy } = useCopy()
	const [hasFailed, setFailed] = useState(false)

	async function handleCopy() {
		const technique = answer.mode === 'technique' ? answer.technique_name : undefined
		const picture = answerPictureOf(answer)
		const body = { mode: answer.mode, name: answer.champion_name, technique, picture, nbGuesses }
		const token = await createChallenge(body).catch(() => null)
		setFailed(token === null)
		if (token !== null) await copy(`${site}/challenge/${token}`)
	}

	return (
		<p className="play-links">
			<button type="button" className="button" onClick={handleCopy}>
				{t('challenge.copy')}
			</button>
			{state === 'copied' ? <span role="status">{t('challenge.copied')}</span> : null}
			{hasFailed || state === 'failed' ? <span role="alert">{t('challenge.failed')}</span> : null}
		</p>
	)
}
