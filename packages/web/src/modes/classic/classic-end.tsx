import { useTranslation } from 'react-i18next'
import type { EndProps, ModeEnd } from '../../game/definition.ts'
import { disabledOfEntry } from './challenger-record.ts'
import { ClassicInsight } from './classic-insight.tsx'
import { ClassicShare, classicShare } from './classic-share.tsx'

/** The challenger zone's record of the win, under the tries (as Technique's 'won with' notes). */
function ClassicEndNotes({ entry }: EndProps<'classic'>) {
	const { t } = useTranslation('game')
	const disabled = disabledOfEntry(entry)
	if (disabled.length === 0) return null
	const categories = disabled.map((category) => t(`classic.categories.${category}`)).join(', ')
	return (
		<ul className="end-panel__notes">
			<li>{t('challenger.wonWith', { count: disabled.length, categories })}</li>
		</ul>
	)
}

/** Classic's end (decision 127): its share, with the narrowed line when asked for, its insight and notes. */
export const end: ModeEnd<'classic'> = {
	shareText: (props) => classicShare(props),
	Share: ClassicShare,
	Insight: ClassicInsight,
	EndNotes: ClassicEndNotes,
}
