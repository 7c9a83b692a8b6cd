import { chromium } from '@playwright/test'

const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu'],
})
const runs = Number(process.env.RUNS ?? 3)
for (const path of process.argv.slice(2)) {
	const totals: number[] = []
	for (let i = 0; i < runs; i++) {
		const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
		const page = await context.newPage()
		const cdp = await context.newCDPSession(page)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
		await page.addInitScript(() => {
			;(window as any).__lt = []
			new PerformanceObserver((l) => {
				for (const e of l.getEntries())
					(window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)])
			}).observe({ type: 'longtask', buffered: true })
		})
		await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' })
		await page.waitForTimeout(2500)
		const lt: [number, number][] = await page.evaluate(() => (window as any).__lt)
		console.log(
			JSON.stringify(
				await page.evaluate(() =>
					performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
				),
			),
		)
		const tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0)
		totals.push(tbt)
		console.log(path, 'tbt', tbt, JSON.stringify(lt))
		await context.close()
	}
}
await browser.close()
