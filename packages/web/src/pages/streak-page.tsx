import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** The hidden streak-restore page. Redemption (POST /api/streak/redeem) is not wired yet, so the form is disabled. */
export function StreakPage() {
	const { t } = useTranslation()
	function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
	}
	return (
		<section className="page">
			<h1>{t('streak.heading')}</h1>
			<p>{t('streak.body')}</p>
			<form className="streak-form" onSubmit={handleSubmit}>
				<label htmlFor="streak-code">{t('streak.code')}</label>
				<div className="streak-form__row">
					<input id="streak-code" name="code" type="text" autoComplete="off" spellCheck={false} disabled />
					<button type="submit" className="button" disabled>
						{t('streak.submit')}
					</button>
				</div>
			</form>
			<p className="note">{t('streak.comingSoon')}</p>
		</section>
	)
}
