import { useTranslation } from 'react-i18next'
import { isAppBuild as isThisTheAppBuild } from '../platform.ts'
import { STORAGE_KEYS, useValue, writeValue } from '../storage.ts'
import { SettingSwitch } from './setting-switch.tsx'
import { AppSettings } from './settings-app.tsx'
import { RegionField } from './settings-region.tsx'
import './settings-dialog.css'

type Props = {
	/** Shows the app-only rows; the build decides (tests render both builds through it). */
	isAppBuild?: boolean
}

/** The Settings dialog's body (spec §2, issue #10): every choice is stored as soon as it is made. */
export function SettingsDialog({ isAppBuild = isThisTheAppBuild() }: Props) {
	const { t } = useTranslation('settings')
	const isColourBlind = useValue(STORAGE_KEYS.colourBlind)
	const isClickToGuess = useValue(STORAGE_KEYS.clickToGuess)
	return (
		<div className="settings">
			<SettingSwitch
				label={t('colourBlind.label')}
				description={t('colourBlind.description')}
				isOn={isColourBlind}
				onChange={(isOn) => writeValue(STORAGE_KEYS.colourBlind, isOn)}
			/>
			<SettingSwitch
				label={t('clickToGuess.label')}
				description={t('clickToGuess.description')}
				isOn={isClickToGuess}
				onChange={(isOn) => writeValue(STORAGE_KEYS.clickToGuess, isOn)}
			/>
			<RegionField />
			{isAppBuild ? <AppSettings /> : null}
		</div>
	)
}
