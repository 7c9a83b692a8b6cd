import { useId } from 'react'

type Props = {
	label: string
	description?: string
	isOn: boolean
	onChange: (isOn: boolean) => void
	disabled?: boolean
}

/**
 * One on/off row of Settings: a button with role `switch` named by its label (a `<label>` names a
 * button and clicking it presses the button), the description read after the name.
 */
export function SettingSwitch({ label, description, isOn, onChange, disabled = false }: Props) {
	const id = useId()
	return (
		<div className="setting">
			<div className="setting__text">
				<label htmlFor={id} className="setting__label">
					{label}
				</label>
				{description ? (
					<p id={`${id}-description`} className="setting__description">
						{description}
					</p>
				) : null}
			</div>
			<button
				id={id}
				type="button"
				role="switch"
				aria-checked={isOn}
				aria-describedby={description ? `${id}-description` : undefined}
				className="switch"
				disabled={disabled}
				onClick={() => onChange(!isOn)}
			>
				<span className="switch__thumb" aria-hidden="true" />
			</button>
		</div>
	)
}
