import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)))
await page.goto('http://localhost:5173/', { waitUntil: 'networkidle' })
await page.getByRole('button', { name: 'Settings' }).first().click()
await page.getByRole('dialog', { name: 'Settings' }).waitFor()
await page.evaluate(() => { (window as any).__marker = 'kept' })
const file = '/work/main/packages/web/src/pages/menu-page.tsx'
const before = readFileSync(file, 'utf8')
const heading = await page.getByRole('heading', { level: 1 }).textContent()
console.log('heading before', heading)
// the menu's heading text comes from i18n; edit the JSX instead: add a visible marker paragraph
const edited = before.replace('<PlayLinks ', '<p data-hmr="1">Edited in place</p>\n\t\t\t<PlayLinks ')
if (edited === before) throw new Error('no edit point')
writeFileSync(file, edited)
try {
	await page.locator('[data-hmr="1"]').waitFor({ timeout: 10000 })
	console.log('edit shown; marker', await page.evaluate(() => (window as any).__marker), '; settings dialog still open:', await page.getByRole('dialog', { name: 'Settings' }).isVisible())
} finally {
	writeFileSync(file, before)
}
await browser.close()
