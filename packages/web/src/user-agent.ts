export type StorePlatform = 'ios' | 'android'

/** Which app store a browser belongs to, from its user agent; null for desktops and the rest. */
export function storePlatformOf(userAgent: string, maxTouchPoints = 0): StorePlatform | null {
	if (/android/i.test(userAgent)) return 'android'
	if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
	// iPadOS 13+ reports a desktop Mac user agent; only its touch screen gives it away
	if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
	return null
}
