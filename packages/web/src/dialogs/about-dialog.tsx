import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

const SWORD_TAPS = 3

/**
 * The About dialog's intro (the rest of About arrives with the settings work) and its easter egg:
 * tapping the sword three times opens the streak-restore page (spec §2 "About").
 */
export function AboutBody({ onClose }: { onClose: () => void }) {
	const { t } = useTranslation()
	const navigate = useNavigate()
	const [taps, setTaps] = useState(0)
	function handleSword() {
		if (taps + 1 < SWORD_TAPS) setTaps(taps + 1)
		else {
			navigate('/streak')
			onClose()
		}
	}
	return (
		<>
			<p>{t('dialogs.aboutIntro')}</p>
			<button
				type="button"
				className="icon-button about__sword"
				aria-label={t('about.sword')}
				onClick={handleSword}
			>
				<span aria-hidden="true">🗡️</span>
			</button>
		</>
	)
}
