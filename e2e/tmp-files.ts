import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu'],
})
for (const path of process.argv.slice(2)) {
	const page = await browser.newPage()
	const out: Promise<string>[] = []
	page.on('response', (r) => {
		if (r.request().resourceType() === 'script')
			out.push(
				r
					.body()
					.then(
						(b) => `${(gzipSync(b, { level: 9 }).length / 1024).toFixed(1)}\t${r.url().replace(/.*\//, '')}`,
					),
			)
	})
	await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' })
	console.log(path)
	for (const l of await Promise.all(out)) console.log('  ', l)
	await page.close()
}
await browser.close()
