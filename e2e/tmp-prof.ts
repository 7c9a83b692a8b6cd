import { chromium } from '@playwright/test'

const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu'],
})
const path = process.argv[2]
const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' })
await page.waitForTimeout(2000)
const { profile } = await cdp.send('Profiler.stop')
// self time per function, and inclusive time per function
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
const self = new Map<number, number>()
const dt = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i++)
	self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0))
const parent = new Map<number, number>()
for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map<string, number>()
const selfBy = new Map<string, number>()
for (const [id, t] of self) {
	const n: any = byId.get(id)
	const key = (n: any) =>
		`${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`
	selfBy.set(key(n), (selfBy.get(key(n)) ?? 0) + t)
	const seen = new Set<string>()
	let cur: number | undefined = id
	while (cur !== undefined) {
		const k = key(byId.get(cur))
		if (!seen.has(k)) {
			seen.add(k)
			incl.set(k, (incl.get(k) ?? 0) + t)
		}
		cur = parent.get(cur)
	}
}
const top = (m: Map<string, number>, n: number) =>
	[...m]
		.sort((a, b) => b[1] - a[1])
		.slice(0, n)
		.map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`)
		.join('\n')
console.log('INCLUSIVE\n' + top(incl, 60))
console.log('SELF\n' + top(selfBy, 25))
await browser.close()
