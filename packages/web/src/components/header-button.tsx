import type { ReactNode } from 'react'
import { Icon, type IconName } from './icons.tsx'

type Props = {
	icon: IconName
	label: string
	onClick: () => void
	/** The id of what describes the button beyond its name (the patch notes' unread note). */
	describedBy?: string
	children?: ReactNode
}

/** An icon button of the header: named by its label, which its tooltip repeats. */
export function HeaderButton({ icon, label, onClick, describedBy, children }: Props) {
	return (
		<button
			type="button"
			className="icon-button"
			aria-label={label}
			aria-describedby={describedBy}
			title={label}
			onClick={onClick}
		>
			{children ?? <Icon name={icon} />}
		</button>
	)
}
