import { Suspense, use } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ClientError } from '../api-request.ts'
import { Loading } from '../components/loading.tsx'
import { resolveChallenge } from '../game/day.ts'
import { MODE_REGISTRY } from '../modes/registry.tsx'

/** A friend's challenge link, `/challenge/<token>` (decision 084): the same answer in the same mode. */
export function ChallengePage({ token }: { token: string }) {
	return (
		<ErrorBoundary key={token} FallbackComponent={InvalidChallenge}>
			<Suspense fallback={<Loading />}>
				<ChallengeGame token={token} />
			</Suspense>
		</ErrorBoundary>
	)
}

function ChallengeGame({ token }: { token: string }) {
	const challenge = use(challengeOrRefusal(token))
	// a link the server does not know is an answer, not a failure: said plainly, never logged as an error
	if (challenge === null) return <InvalidChallenge />
	const { envelope, nbGuesses } = challenge
	const { Page } = MODE_REGISTRY[envelope.answer.mode]
	return <Page play={{ kind: 'challenge', token, nbGuesses }} />
}

type Challenge = Awaited<ReturnType<typeof resolveChallenge>>

/** Each link's challenge, or null once the server has refused it (4xx); the same promise each render. */
const refusals = new WeakMap<Promise<Challenge>, Promise<Challenge | null>>()

function challengeOrRefusal(token: string): Promise<Challenge | null> {
	const challenge = resolveChallenge(token)
	let answer = refusals.get(challenge)
	if (answer === undefined) {
		answer = challenge.catch((error: unknown) => {
			if (error instanceof ClientError && error.status < 500) return null
			throw error
		})
		refusals.set(challenge, answer)
	}
	return answer
}

/** A forged, edited or truncated link: said plainly, with the way home. */
function InvalidChallenge() {
	const { t } = useTranslation('play')
	return (
		<div className="load-error" role="alert">
			<p>{t('challenge.invalid')}</p>
			<Link className="button" to="/">
				{t('challenge.home')}
			</Link>
		</div>
	)
}
