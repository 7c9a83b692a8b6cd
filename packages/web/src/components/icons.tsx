import type { ReactNode } from 'react'

export type IconName = 'settings' | 'stats' | 'streak' | 'help' | 'notes' | 'about'

/** Our own stroke icons for the header and footer buttons; always decorative. */
const PATHS: Record<IconName, ReactNode> = {
	settings: (
		<>
			<circle cx="12" cy="12" r="3.2" />
			<path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
		</>
	),
	stats: <path d="M4 20V11M10 20V5M16 20v-7M22 20H2" />,
	streak: <path d="M12 2.5c1 4 5 5.5 5 10.5a5 5 0 0 1-10 0c0-2.5 1.2-4 2.5-5 0 2 1 3 2 3 0-3-1-5.5.5-8.5z" />,
	help: (
		<>
			<circle cx="12" cy="12" r="9.5" />
			<path d="M9.3 9.3a2.8 2.8 0 1 1 3.9 2.6c-.8.4-1.2 1-1.2 1.9v.6M12 17.2v.3" />
		</>
	),
	notes: <path d="M6 3h9l4 4v14H6zM14.5 3v4.5H19M9 11.5h7M9 15h7M9 18.5h4" />,
	about: (
		<>
			<circle cx="12" cy="12" r="9.5" />
			<path d="M12 11v6M12 7.2v.3" />
		</>
	),
}

export function Icon({ name }: { name: IconName }) {
	return (
		<svg
			className="icon"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			{PATHS[name]}
		</svg>
	)
}
