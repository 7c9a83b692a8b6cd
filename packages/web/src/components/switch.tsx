import { useId } from 'react'
import './switch.css'

type Props = {
	label: string
	/** Read after the name; where the switch is disabled, say why here. */
	description?: string
	isOn: boolean
	onChange: (isOn: boolean) => void
	disabled?: boolean
}

/**
 * The one on/off switch of the site (Settings, the challenger zone, the image modes): a native
 * checkbox announced as a switch, so the keyboard, a surrounding disabled fieldset and the label's
 * click all work as the browser makes them; it is named by its visible label only, the
 * description being read after it.
 */
export function Switch({ label, description, isOn, onChange, disabled = false }: Props) {
	const id = useId()
	const descriptionId = `${id}-description`
	return (
		<div className="switch">
			<input
				id={id}
				type="checkbox"
				role="switch"
				className="switch__input"
				aria-checked={isOn}
				checked={isOn}
				disabled={disabled}
				aria-describedby={description ? descriptionId : undefined}
				onChange={(event) => onChange(event.target.checked)}
			/>
			<span className="switch__track" aria-hidden="true" />
			<label htmlFor={id} className="switch__label">
				{label}
			</label>
			{description ? (
				<p id={descriptionId} className="switch__description">
					{description}
				</p>
			) : null}
		</div>
	)
}
