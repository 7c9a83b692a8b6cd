import { chromium } from '@playwright/test'

const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu'],
})
for (const path of process.argv.slice(2)) {
	const page = await browser.newPage()
	page.on('console', (m) => console.log(path, m.type(), m.text().slice(0, 300)))
	page.on('pageerror', (e) => console.log(path, 'pageerror', e.message.slice(0, 300)))
	await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' })
	await page.waitForTimeout(1500)
	await page.close()
}
await browser.close()
