/**
 * jsdom downloads no pictures. The test setup stands in for the browser: a picture loads once its
 * `src` is set, or fails while a test has made the pictures unreachable (as offline).
 */
let isReachable = true

export function setPicturesReachable(reachable: boolean): void {
	isReachable = reachable
}

export function arePicturesReachable(): boolean {
	return isReachable
}
