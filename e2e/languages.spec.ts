import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compareCharacters } from '@dragondle/core'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { isRenderedByReact, waitForApp } from './app-ready.ts'
import { regionFarFromMidnight, serverAnswers, todaysClassic, todaysImageAnswer } from './todays-answer.ts'

// Decision 104: a Spanish, Brazilian or French fan opens the site and plays a whole day in their own
// language. Each page's first screen comes in the player's language from the server (their
// browser's at first, then the one their page last applied), its strings with it, and nothing of
// the other languages.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId, permissions: ['clipboard-read', 'clipboard-write'] })

const ROOT = join(import.meta.dirname, '..')

type Strings = Record<string, unknown>

/** A language's strings of one namespace, as the site ships them. */
function stringsOf(language: string, namespace: string): Strings {
	return JSON.parse(
		readFileSync(join(ROOT, `packages/web/src/locales/${language}/${namespace}.json`), 'utf8'),
	)
}

/** A language's game data (names, attribute values), as the content pack has it. */
function dataOf(language: string) {
	return JSON.parse(readFileSync(join(ROOT, `packages/content/data/i18n/${language}.json`), 'utf8')) as {
		characters: Record<string, { name: string }>
		gender: Record<string, string>
		origin: Record<string, string>
	}
}

/** The string at a dotted path of `strings`. */
function at(strings: Strings, path: string): string {
	const value = path.split('.').reduce<unknown>((node, key) => (node as Strings | undefined)?.[key], strings)
	if (typeof value !== 'string') throw new Error(`no string at ${path}`)
	return value
}

/** `text` as a pattern, any space matching any other (French puts a no-break space before `!`). */
function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')
}

/** Fills a string's {{placeholders}}. */
function fill(template: string, values: Record<string, string | number>): string {
	// a small number reads the same through any language's format (`{{count, number}}`)
	return template.replace(/\{\{(\w+)(?:,[^}]*)?\}\}/g, (_, name: string) => String(values[name]))
}

const LANGUAGES = [
	{ browser: 'es-MX', language: 'es', label: 'Español' },
	{ browser: 'pt-BR', language: 'pt-BR', label: 'Português (Brasil)' },
	{ browser: 'fr-FR', language: 'fr', label: 'Français' },
] as const

/** What only one language's script chunks contain: the name of its guess box's list. */
function markerOf(language: string): string {
	return at(stringsOf(language, 'game'), 'guessBox.suggestions')
}

async function newPlayer(browser: Browser, locale: string, javaScriptEnabled = true) {
	const context = await browser.newContext({
		locale,
		timezoneId,
		javaScriptEnabled,
		permissions: ['clipboard-read', 'clipboard-write'],
	})
	return { context, page: await context.newPage() }
}

/** The text of every script the page loads from now on. */
function watchScripts(page: Page): Promise<string>[] {
	const bodies: Promise<string>[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') bodies.push(response.text())
	})
	return bodies
}

for (const { browser: locale, language, label } of LANGUAGES) {
	const common = stringsOf(language, 'common')
	const game = stringsOf(language, 'game')
	const data = dataOf(language)

	test(`a ${locale} browser's first visit paints in ${label} before any script runs`, async ({ browser }) => {
		const { context, page } = await newPlayer(browser, locale, false)
		const response = await page.goto('/')
		expect(response?.headers()['content-language']).toBe(language)
		await expect(page.locator('html')).toHaveAttribute('lang', language)
		await expect(page).toHaveTitle(at(common, 'appName'))
		await expect(page.getByRole('heading', { level: 1, name: at(common, 'menu.heading') })).toBeVisible()
		await expect(page.getByText(at(common, 'modes.classic.description'))).toBeVisible()
		await expect(page.getByRole('combobox', { name: at(common, 'header.language') })).toHaveValue(
			new RegExp(`^${language.replace('-', '_')}`),
		)
		// nothing of the English menu
		await expect(page.getByText('Choose a game')).toHaveCount(0)
		await page.goto('/classic')
		await expect(page).toHaveTitle(
			fill(at(common, 'pageTitle'), { title: at(common, 'modes.classic.title') }),
		)
		await context.close()
	})

	test(`a ${label} fan plays Classic to a win in ${label}: board, end panel and share text`, async ({
		browser,
	}) => {
		const { context, page } = await newPlayer(browser, locale)
		const scripts = watchScripts(page)
		const trouble: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error' || message.type() === 'warning') trouble.push(message.text())
		})
		page.on('pageerror', (error) => trouble.push(error.message))
		const { answer, wrong, gameNumero } = todaysClassic(region)
		const { content } = serverAnswers()
		const wrongTiles = compareCharacters(wrong, answer, content.sagas)
		const nameOf = (championId: number) => data.characters[String(championId)]?.name ?? ''

		await page.goto('/classic')
		await waitForApp(page)
		expect(await isRenderedByReact(page)).toBe(true)
		await expect(page.locator('html')).toHaveAttribute('lang', language)

		const box = page.getByRole('combobox', { name: at(game, 'guessBox.label') })
		for (const character of [wrong, answer]) {
			await expect(box).toBeEnabled({ timeout: 15_000 })
			// the name fans of this dub type, and see in the list
			await box.fill(nameOf(character.championId))
			await page.getByRole('option', { name: nameOf(character.championId), exact: true }).click()
			await page.getByRole('button', { name: at(game, 'guessBox.submit') }).click()
			if (character === wrong) {
				// the wrong guess's tiles speak the language: its category, its value, its result
				const tileName = (category: 'gender' | 'origin', value: string) => {
					const tile = wrongTiles.find((candidate) => candidate.category === category)
					return fill(at(game, 'tileName'), {
						category: at(game, `classic.categories.${category}`),
						value,
						result: at(game, `results.${tile?.result}`),
					})
				}
				const board = page.getByRole('table')
				await expect(
					board.getByRole('cell', { name: tileName('gender', data.gender[wrong.gender] ?? '') }),
				).toBeVisible()
				await expect(
					board.getByRole('cell', { name: tileName('origin', data.origin[wrong.origin] ?? '') }),
				).toBeVisible()
			}
		}

		// the end panel is named by its win sentence, in the language's words
		const sentences = [at(game, 'end.oneShot'), ...(game.end as { sentences: string[] }).sentences]
		const end = page.getByRole('region', { name: new RegExp(`^(${sentences.map(escapeRegExp).join('|')})$`) })
		await expect(end).toBeVisible({ timeout: 15_000 })
		await expect(end).toContainText(nameOf(answer.championId))
		await expect(end).toContainText(fill(at(game, 'end.tries'), { count: 2 }))
		await expect(end.getByText(at(game, 'end.nextCharacter'))).toBeVisible()
		// the result in the player's words: the copied share text
		await end.getByRole('button', { name: at(game, 'share.copy'), exact: true }).click()
		const shared = await page.evaluate(() => navigator.clipboard.readText())
		const mode = at(common, 'modes.classic.title')
		expect(shared).toContain(fill(at(common, 'shareResult.title_other'), { mode, gameNumero, count: 2 }))
		expect(shared).toContain(at(common, 'shareResult.addendum'))

		// the page's code carried this language's strings and no other's
		await page.waitForLoadState('networkidle')
		const code = (await Promise.all(scripts)).join('\n')
		expect(code).toContain(markerOf(language))
		for (const other of ['en', ...LANGUAGES.map((entry) => entry.language)].filter(
			(name) => name !== language,
		)) {
			expect(code, `${other}'s strings on a ${language} page`).not.toContain(markerOf(other))
		}
		expect(trouble).toEqual([])
		await context.close()
	})
}

test('a language picked in the picker is the language of every page after, reloads included', async ({
	browser,
}) => {
	const { context, page } = await newPlayer(browser, 'en-GB')
	await page.goto('/')
	await waitForApp(page)
	await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' })
	const french = stringsOf('fr', 'common')
	await expect(page.getByRole('heading', { level: 1, name: at(french, 'menu.heading') })).toBeVisible()
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	// the next page's first screen is sent in French: the page told the server
	const response = await page.goto('/classic')
	expect(response?.headers()['content-language']).toBe('fr')
	await expect(page).toHaveTitle(fill(at(french, 'pageTitle'), { title: at(french, 'modes.classic.title') }))
	await page.reload()
	await waitForApp(page)
	await expect(page.getByRole('combobox', { name: at(french, 'header.language') })).toHaveValue('fr_FR')
	await context.close()
})

test('a Spanish fan plays the rest of the day, the three picture modes, in Spanish', async ({ browser }) => {
	const { context, page } = await newPlayer(browser, 'es-MX')
	const common = stringsOf('es', 'common')
	const game = stringsOf('es', 'game')
	const data = dataOf('es')
	const nameOf = (championId: number, english: string) => data.characters[String(championId)]?.name ?? english
	const sentences = [at(game, 'end.oneShot'), ...(game.end as { sentences: string[] }).sentences]
	const winSentence = new RegExp(`^(${sentences.map(escapeRegExp).join('|')})$`)
	for (const mode of ['fusion', 'technique', 'silhouette'] as const) {
		const { answer, wrong, payload } = todaysImageAnswer(mode, region)
		const [first] = wrong
		if (!first) throw new Error('the pack needs a wrong guess')
		await page.goto(`/${mode}`)
		await expect(page).toHaveTitle(
			fill(at(common, 'pageTitle'), { title: at(common, `modes.${mode}.title`) }),
		)
		const box = page.getByRole('combobox', { name: at(game, 'guessBox.label') })
		for (const character of [first, answer]) {
			const name = nameOf(character.championId, character.championName)
			await expect(box).toBeEnabled({ timeout: 15_000 })
			await box.fill(name)
			await page.getByRole('option', { name, exact: true }).click()
			await page.getByRole('button', { name: at(game, 'guessBox.submit') }).click()
		}
		const end = page.getByRole('region', { name: winSentence })
		await expect(end, mode).toBeVisible({ timeout: 15_000 })
		await expect(end).toContainText(nameOf(answer.championId, answer.championName))
		await expect(end).toContainText(fill(at(game, 'end.tries'), { count: 2 }))
		if (mode === 'technique') {
			// the attack is named as the Spanish dub calls it
			const techniques = JSON.parse(readFileSync(join(ROOT, 'packages/content/data/i18n/es.json'), 'utf8'))
				.techniques as Record<string, string>
			const english = (payload as { technique_name?: string }).technique_name
			const entry = serverAnswers().content.techniques.find((technique) => technique.name === english)
			const spanish = entry ? techniques[entry.id] : undefined
			if (spanish && spanish !== english) await expect(page.getByText(spanish).first()).toBeVisible()
		}
	}
	await context.close()
})
