import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '../components/switch.tsx'
import { useAppMode } from '../platform.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue, writeValue } from '../storage/store.ts'
import { RegionField } from './settings-region.tsx'
import './settings-dialog.css'

// app mode's rows bring Capacitor's plugins: the web's Settings never loads them
const AppSettings = lazy(() => import('./settings-app.tsx').then((m) => ({ default: m.AppSettings })))

type Props = {
	/** Opens the ads opt-in in Settings' place (app mode). */
	onOpenAds?: () => void
}

/** The Settings dialog's body (docs/product.md §2, decision 080): every choice is stored as soon as it is made. */
export function SettingsDialog({ onOpenAds = () => undefined }: Props) {
	const { t } = useTranslation('settings')
	const isAppMode = useAppMode()
	const isColourBlind = useValue(STORAGE_KEYS.colourBlind)
	const isClickToGuess = useValue(STORAGE_KEYS.clickToGuess)
	const isShareNarrowed = useValue(STORAGE_KEYS.shareNarrowed)
	return (
		<div className="settings">
			<Switch
				label={t('colourBlind.label')}
				description={t('colourBlind.description')}
				isOn={isColourBlind}
				onChange={(isOn) => writeValue(STORAGE_KEYS.colourBlind, isOn)}
			/>
			<Switch
				label={t('clickToGuess.label')}
				description={t('clickToGuess.description')}
				isOn={isClickToGuess}
				onChange={(isOn) => writeValue(STORAGE_KEYS.clickToGuess, isOn)}
			/>
			<Switch
				label={t('shareNarrowed.label')}
				description={t('shareNarrowed.description')}
				isOn={isShareNarrowed}
				onChange={(isOn) => writeValue(STORAGE_KEYS.shareNarrowed, isOn)}
			/>
			<RegionField />
			{isAppMode ? (
				<Suspense fallback={null}>
					<AppSettings onOpenAds={onOpenAds} />
				</Suspense>
			) : null}
		</div>
	)
}
