import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

export function NotFoundPage() {
	const { t } = useTranslation()
	return (
		<section className="page">
			<h1>{t('notFound.heading')}</h1>
			<p>{t('notFound.body')}</p>
			<Link to="/" className="button">
				{t('notFound.home')}
			</Link>
		</section>
	)
}
