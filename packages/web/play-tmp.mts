import { chromium } from 'playwright-core'
import { decryptJson } from '@dragondle/core'

const base = 'http://127.0.0.1:3112'
const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const errors: string[] = []
for (const width of [1280, 375]) {
	const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 800 }, timezoneId: 'Europe/Paris' })
	const page = await context.newPage()
	page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${width}: ${m.text()}`) })
	page.on('response', (r) => { if (r.status() >= 400) errors.push(`${width}: ${r.status()} ${r.url()}`) })
	page.on('pageerror', (e) => errors.push(`${width}: ${e.message}`))
	await page.goto(`${base}/classic`)
	const utc = await page.evaluate(() => -new Date().getTimezoneOffset() / 60)
	const { data } = await (await fetch(`${base}/api/games/classic/answer?utc=${utc}`)).json()
	const answer = (await decryptJson(data, 'dragondle-dev')) as { champion_name: string }
	console.log(width, 'answer', answer.champion_name)
	const input = page.getByRole('combobox', { name: /character name/i })
	await input.waitFor()
	await page.screenshot({ path: `/tmp/classic-shots/${width}-start.png`, fullPage: true })
	await input.fill('g')
	await page.screenshot({ path: `/tmp/classic-shots/${width}-suggest.png` })
	const names = await page.evaluate(async () => {
		const { loadContent } = await import('/@none').catch(() => ({ loadContent: null }))
		return loadContent
	}).catch(() => null)
	void names
	for (const guess of ['Vegeta', 'Piccolo', 'Bulma']) {
		if (guess === answer.champion_name) continue
		await input.fill(guess)
		await input.press('Escape')
		await input.press('Enter')
		await page.waitForTimeout(300)
	}
	await page.waitForTimeout(5000)
	await page.screenshot({ path: `/tmp/classic-shots/${width}-guesses.png`, fullPage: true })
	await input.fill(answer.champion_name)
	await input.press('Escape')
	await input.press('Enter')
	await page.getByText(/to find today's character/).waitFor({ timeout: 15000 })
	await page.waitForTimeout(1500)
	await page.screenshot({ path: `/tmp/classic-shots/${width}-won.png`, fullPage: true })
	await page.reload()
	await page.getByText(/to find today's character/).waitFor({ timeout: 5000 })
	console.log(width, 'after reload:', await page.getByText(/to find today's character/).textContent())
	if (width === 375) {
		await page.getByLabel('Fit to screen').check()
		await page.getByRole('button', { name: /close the colour tutorial/i }).click()
		await page.screenshot({ path: `/tmp/classic-shots/${width}-fitted.png`, fullPage: true })
	}
	await context.close()
}
console.log('console problems:', errors)
await browser.close()
