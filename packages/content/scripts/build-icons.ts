// `npm run icons -w @dragondle/content`: the installed app's icons (web manifest, iOS home screen),
// drawn from our own favicon so no franchise artwork ships in them. The PNGs are committed: the
// build never needs sharp, and a changed icon shows up in review. Run again after editing the favicon.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const FAVICON = fileURLToPath(new URL('../../web/public/favicon.svg', import.meta.url))
const OUT_DIR = fileURLToPath(new URL('../../web/public/icons/', import.meta.url))
/** The page background of styles.css (`--bg`), also the manifest's background colour. */
const BACKGROUND = '#0d1530'
/**
 * A maskable icon's launcher may crop to the centred circle of 80 % of its width; the favicon's
 * disc takes 22/32 of the width, so drawing it at 70 % keeps the whole disc inside that circle.
 */
const MASKABLE_SCALE = 0.7

const svg = readFileSync(FAVICON)

async function writeIcon(name: string, size: number): Promise<void> {
	await sharp(svg, { density: (72 * size) / 64 })
		.resize(size, size)
		.png({ compressionLevel: 9 })
		.toFile(`${OUT_DIR}${name}`)
}

/** The favicon shrunk onto a full-bleed square of the background colour. */
async function writeMaskable(name: string, size: number): Promise<void> {
	const inner = Math.round(size * MASKABLE_SCALE)
	const logo = await sharp(svg, { density: (72 * inner) / 64 })
		.resize(inner, inner)
		.png()
		.toBuffer()
	await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
		.composite([{ input: logo, gravity: 'centre' }])
		.png({ compressionLevel: 9 })
		.toFile(`${OUT_DIR}${name}`)
}

await writeIcon('icon-192.png', 192)
await writeIcon('icon-512.png', 512)
await writeMaskable('maskable-512.png', 512)
// iOS ignores the manifest's icons and rounds the corners itself: a full-bleed square
await writeMaskable('apple-touch-icon.png', 180)
console.log(`icons: written to ${OUT_DIR}`)
