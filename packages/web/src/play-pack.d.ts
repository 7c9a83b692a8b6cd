/** The newest patch note's id alone, or null when there is none (play-pack-plugin.ts). */
declare module '*/patch-notes.json?newest&lang.json' {
	const newest: string | null
	export default newest
}
