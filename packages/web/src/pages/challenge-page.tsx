import { Suspense, use } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Loading } from '../components/loading.tsx'
import { resolveChallenge } from '../game/day.ts'
import { MODE_REGISTRY } from '../modes/registry.tsx'

/** A friend's challenge link, `/challenge/<token>` (issue #13): the same answer in the same mode. */
export function ChallengePage() {
	const token = useParams().token ?? ''
	return (
		<ErrorBoundary key={token} FallbackComponent={InvalidChallenge}>
			<Suspense fallback={<Loading />}>
				<ChallengeGame token={token} />
			</Suspense>
		</ErrorBoundary>
	)
}

function ChallengeGame({ token }: { token: string }) {
	const { envelope, nbGuesses } = use(resolveChallenge(token))
	const { Page } = MODE_REGISTRY[envelope.answer.mode]
	return <Page play={{ kind: 'challenge', token, nbGuesses }} />
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
