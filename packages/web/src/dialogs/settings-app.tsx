import { MODES } from '@dragondle/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
	type NotificationSettings,
	removeValue,
	STORAGE_KEYS,
	type StoredKey,
	useValue,
	writeValue,
} from '../storage.ts'
import { SettingSwitch } from './setting-switch.tsx'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
/** Quarter hours only (spec §9). */
const MINUTES = [0, 15, 30, 45] as const
/** What 'Reset settings' forgets: every choice of this dialog, never progress. */
const SETTINGS_KEYS: readonly StoredKey<unknown>[] = [
	STORAGE_KEYS.colourBlind,
	STORAGE_KEYS.clickToGuess,
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

/** The reminder's switch and, when on, its time (spec §2: a 24h/12h toggle, hour and minute pickers). */
function NotificationRows() {
	const { t } = useTranslation('settings')
	const id = useId()
	const settings = useValue(STORAGE_KEYS.notification)
	const update = (change: Partial<NotificationSettings>) =>
		writeValue(STORAGE_KEYS.notification, { ...settings, ...change })
	const hourText = (hour: number) => {
		if (settings.is24Hour) return String(hour).padStart(2, '0')
		return t(hour < 12 ? 'app.notification.am' : 'app.notification.pm', { hour: ((hour + 11) % 12) + 1 })
	}
	return (
		<>
			<SettingSwitch
				label={t('app.notification.label')}
				description={t('app.notification.description')}
				isOn={settings.isOn}
				onChange={(isOn) => update({ isOn })}
			/>
			{settings.isOn ? (
				<div className="setting-time">
					<SettingSwitch
						label={t('app.notification.is24Hour')}
						isOn={settings.is24Hour}
						onChange={(is24Hour) => update({ is24Hour })}
					/>
					<label htmlFor={`${id}-hour`}>{t('app.notification.hour')}</label>
					<select
						id={`${id}-hour`}
						value={settings.hour}
						onChange={(event) => update({ hour: Number(event.target.value) })}
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
							if (minute !== undefined) update({ minute })
						}}
					>
						{MINUTES.map((minute) => (
							<option key={minute} value={minute}>
								{String(minute).padStart(2, '0')}
							</option>
						))}
					</select>
				</div>
			) : null}
		</>
	)
}

/** The ads opt-in's answers (spec §4 "Ads opt-in"), which Settings reopens; no ad under 16. */
function AdsRows() {
	const { t } = useTranslation('settings')
	const consent = useValue(STORAGE_KEYS.adsConsent) ?? { isAgeRestricted: true, hasUserConsent: false }
	return (
		<fieldset className="setting-group">
			<legend className="setting__label">{t('app.ads.legend')}</legend>
			<SettingSwitch
				label={t('app.ads.isAdult')}
				isOn={!consent.isAgeRestricted}
				onChange={(isAdult) =>
					writeValue(STORAGE_KEYS.adsConsent, {
						isAgeRestricted: !isAdult,
						hasUserConsent: isAdult && consent.hasUserConsent,
					})
				}
			/>
			<SettingSwitch
				label={t('app.ads.hasConsent')}
				isOn={consent.hasUserConsent}
				disabled={consent.isAgeRestricted}
				onChange={(hasUserConsent) => writeValue(STORAGE_KEYS.adsConsent, { ...consent, hasUserConsent })}
			/>
		</fieldset>
	)
}

/** Debug buttons (spec §2: they exist on mobile), for support: start the settings or the day afresh. */
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

/** The rows only the mobile app shows (platform.ts); the web build never renders them. */
export function AppSettings() {
	const { t } = useTranslation('settings')
	const haptics = useValue(STORAGE_KEYS.haptics)
	return (
		<>
			<SettingSwitch
				label={t('app.haptics.label')}
				description={t('app.haptics.description')}
				isOn={haptics}
				onChange={(isOn) => writeValue(STORAGE_KEYS.haptics, isOn)}
			/>
			<NotificationRows />
			<AdsRows />
			<DebugRows />
		</>
	)
}
