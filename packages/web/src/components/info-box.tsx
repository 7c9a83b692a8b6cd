import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query.ts'
import { useAppMode } from '../platform.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue, writeValue } from '../storage/store.ts'

/** docs/product.md §9: the info box's current version; a new message gets a new number and shows again. */
export const INFO_BOX_VERSION = 12

/**
 * The info box (docs/product.md §2): on the web, wider than 600 px, until this version is closed; closing
 * stores the version, so a later message shows again to those who closed this one.
 */
export function InfoBox() {
	const { t } = useTranslation()
	const headingId = useId()
	const isNarrow = useMediaQuery(NARROW_SCREEN)
	const closed = useValue(STORAGE_KEYS.infoBoxClosed)
	const isAppMode = useAppMode()
	if (isAppMode || isNarrow || closed === INFO_BOX_VERSION) return null
	return (
		<aside className="info-box" aria-labelledby={headingId}>
			<div>
				<h2 id={headingId} className="info-box__heading">
					{t('infoBox.heading')}
				</h2>
				<p className="info-box__text">{t('infoBox.text')}</p>
			</div>
			<button
				type="button"
				className="icon-button info-box__close"
				aria-label={t('infoBox.close')}
				onClick={() => writeValue(STORAGE_KEYS.infoBoxClosed, INFO_BOX_VERSION)}
			>
				<span aria-hidden="true">×</span>
			</button>
		</aside>
	)
}
