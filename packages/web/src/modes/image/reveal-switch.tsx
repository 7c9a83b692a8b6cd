type Props = { label: string; isOn: boolean; onChange: (isOn: boolean) => void }

/** An on/off setting of an image mode: a checkbox announced as a switch, named by its label. */
export function RevealSwitch({ label, isOn, onChange }: Props) {
	return (
		<label className="reveal-switch">
			<input
				type="checkbox"
				role="switch"
				aria-checked={isOn}
				checked={isOn}
				onChange={(event) => onChange(event.target.checked)}
			/>
			<span className="reveal-switch__track" aria-hidden="true" />
			{label}
		</label>
	)
}
