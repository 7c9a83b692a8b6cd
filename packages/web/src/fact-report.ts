/** What a player reports: the character, the tile's field and the value it showed, as shown. */
export type FactReport = { title: string; body: string }

/** Where reports go: the server's FACT_REPORT_URL and FEEDBACK_EMAIL settings (runtime config). */
export type FactReportTarget = { factReportUrl?: string | undefined; feedbackEmail?: string | undefined }

/**
 * The link that opens a prefilled report (decision 083): the issue tracker when FACT_REPORT_URL is set
 * (title and body added as query parameters, so a GitHub `…/issues/new?labels=data` keeps its
 * label), else a `mailto:` to the feedback address, else null (no link is shown).
 */
export function factReportHref(report: FactReport, target: FactReportTarget): string | null {
	if (target.factReportUrl) {
		const url = new URL(target.factReportUrl)
		url.searchParams.set('title', report.title)
		url.searchParams.set('body', report.body)
		return url.href
	}
	if (target.feedbackEmail) {
		// RFC 6068: percent-encoded, spaces as %20 (URLSearchParams' '+' would show in mail clients)
		const query = `subject=${encodeURIComponent(report.title)}&body=${encodeURIComponent(report.body)}`
		return `mailto:${target.feedbackEmail}?${query}`
	}
	return null
}
