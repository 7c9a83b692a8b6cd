import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
for (const path of process.argv.slice(2)) {
	const page = await browser.newPage()
	await page.addInitScript(() => {
		document.addEventListener('DOMContentLoaded', () => {
			;(window as any).__first = [...document.querySelectorAll('#root h1, #root header, #root footer, #root main > *')]
		})
	})
	await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' })
	await page.waitForTimeout(1500)
	console.log(path, await page.evaluate(() => ((window as any).__first as Element[]).map((e) => `${e.tagName}.${e.className}:${e.isConnected ? 'kept' : 'REPLACED'}`).join(' ')))
	await page.close()
}
await browser.close()
