import { MODES } from '@dragondle/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReminderText } from '../app-mode/daily-notification.ts'
import { askToNotify, scheduleReminder } from '../app-mode/reminder.ts'
import { Switch } from '../components/switch.tsx'
import { type NotificationSettings, STORAGE_KEYS, type StoredKey } from '../storage/keys.ts'
import { removeValue, useValue, writeValue } from '../storage/store.ts'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
/** Quarter hours only (docs/product.md §9). */
const MINUTES = [0, 15, 30, 45] as const
/** What 'Reset settings' forgets: every choice of this dialog, never progress. */
const SETTINGS_KEYS: readonly StoredKey<unknown>[] = [
	STORAGE_KEYS.colourBlind,
	STORAGE_KEYS.clickToGuess,
	STORAGE_KEYS.shareNarrowed,
	STORAGE_KEYS.region,
	STORAGE_KEYS.haptics,
	STORAGE_KEYS.notification,
	STORAGE_KEYS.adsConsent,
]

function resetSettings() {
	for (const key of SETTINGS_KEYS) removeValue(key)
}

function forgetAnswers() {
	for (const mode of MODES) removeValue(STORAGE_KEYS.todayAnswer[mode])
}

/** The reminders' three rotating texts (docs/product.md §9), in the player's language. */
function useReminderTexts(): ReminderText[] {
	const { t } = useTranslation('app')
	return ([1, 2, 3] as const).map((n) => ({
		title: t(`notification.reminders.${n}.title`),
		body: t(`notification.reminders.${n}.body`),
	}))
}

/**
 * The reminder's switch and, when on, its time (docs/product.md §2: a 24h/12h toggle, hour and minute
 * pickers). Each change is stored and scheduled at once; turning it on asks for the permission
 * first, and a refusal leaves it off with a word why.
 */
function NotificationRows() {
	const { t } = useTranslation('settings')
	const id = useId()
	const texts = useReminderTexts()
	const settings = useValue(STORAGE_KEYS.notification)
	const [isRefused, setRefused] = useState(false)
	const update = (change: Partial<NotificationSettings>) => {
		const next: NotificationSettings = { ...settings, ...change }
		writeValue(STORAGE_KEYS.notification, next)
		void scheduleReminder(next, texts)
	}
	async function handleSwitch(isOn: boolean) {
		setRefused(false)
		if (!isOn) return update({ isOn })
		const answer = await askToNotify()
		if (answer === 'granted') update({ isOn })
		else setRefused(true)
	}
	return (
		<>
			<Switch
				label={t('app.notification.label')}
				description={t('app.notification.description')}
				isOn={settings.isOn}
				onChange={(isOn) => void handleSwitch(isOn)}
			/>
			<p role="status" className="setting__note">
				{isRefused ? t('app.notification.refused') : ''}
			</p>
			{settings.isOn ? <TimeRows id={id} settings={settings} onChange={update} /> : null}
		</>
	)
}

type TimeProps = {
	id: string
	settings: NotificationSettings
	onChange: (change: Partial<NotificationSettings>) => void
}

/** The reminder's time: the clock's format, then the hour and the quarter hour. */
function TimeRows({ id, settings, onChange }: TimeProps) {
	const { t } = useTranslation('settings')
	const hourText = (hour: number) => {
		if (settings.is24Hour) return String(hour).padStart(2, '0')
		return t(hour < 12 ? 'app.notification.am' : 'app.notification.pm', { hour: ((hour + 11) % 12) + 1 })
	}
	return (
		<div className="setting-time">
			<Switch
				label={t('app.notification.is24Hour')}
				isOn={settings.is24Hour}
				onChange={(is24Hour) => onChange({ is24Hour })}
			/>
			<label htmlFor={`${id}-hour`}>{t('app.notification.hour')}</label>
			<select
				id={`${id}-hour`}
				value={settings.hour}
				onChange={(event) => onChange({ hour: Number(event.target.value) })}
			>
				{HOURS.map((hour) => (
					<option key={hour} value={hour}>
						{hourText(hour)}
					</option>
				))}
			</select>
			<label htmlFor={`${id}-minute`}>{t('app.notification.minute')}</label>
			<select
				id={`${id}-minute`}
				value={settings.minute}
				onChange={(event) => {
					const minute = MINUTES.find((choice) => choice === Number(event.target.value))
					if (minute !== undefined) onChange({ minute })
				}}
			>
				{MINUTES.map((minute) => (
					<option key={minute} value={minute}>
						{String(minute).padStart(2, '0')}
					</option>
				))}
			</select>
		</div>
	)
}

/** Debug buttons (docs/product.md §2: they exist on mobile), for support: start the settings or the day afresh. */
function DebugRows() {
	const { t } = useTranslation('settings')
	const [isDone, setDone] = useState(false)
	const run = (action: () => void) => {
		action()
		setDone(true)
	}
	return (
		<fieldset className="setting-group">
			<legend className="setting__label">{t('app.debug.legend')}</legend>
			<div className="setting-group__buttons">
				<button type="button" className="button" onClick={() => run(resetSettings)}>
					{t('app.debug.resetSettings')}
				</button>
				<button type="button" className="button" onClick={() => run(forgetAnswers)}>
					{t('app.debug.forgetAnswers')}
				</button>
			</div>
			<p role="status">{isDone ? t('app.debug.done') : ''}</p>
		</fieldset>
	)
}

type Props = {
	/** Opens the ads opt-in in Settings' place (docs/product.md §4: it can be reopened from Settings). */
	onOpenAds: () => void
}

/** The rows only app mode shows (platform.ts); the web never loads them. */
export function AppSettings({ onOpenAds }: Props) {
	const { t } = useTranslation('settings')
	const haptics = useValue(STORAGE_KEYS.haptics)
	return (
		<>
			<Switch
				label={t('app.haptics.label')}
				description={t('app.haptics.description')}
				isOn={haptics}
				onChange={(isOn) => writeValue(STORAGE_KEYS.haptics, isOn)}
			/>
			<NotificationRows />
			<button type="button" className="button" onClick={onOpenAds}>
				{t('app.ads.open')}
			</button>
			<DebugRows />
		</>
	)
}
