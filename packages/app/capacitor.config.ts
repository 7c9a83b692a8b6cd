import type { CapacitorConfig } from '@capacitor/cli'

/**
 * The Android and iOS apps (decision 086): the web package's app-mode build
 * (`VITE_PLATFORM=app`, `packages/web/dist-app`), loaded from the device, calling the real server
 * at its `VITE_API_ORIGIN`.
 */
const config: CapacitorConfig = {
	appId: 'app.dragondle.game',
	appName: 'Dragondle',
	webDir: '../web/dist-app',
}

export default config
