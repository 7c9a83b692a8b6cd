import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
	afterGuess,
	answerCharacterIds,
	type Character,
	classicInsight,
	findCharacterByName,
	remainingCounts,
} from '@dragondle/core'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { CPU_SLOWDOWN } from './baseline-page/start-work.ts'
import { guess } from './guess.ts'
import { regionFarFromMidnight, serverAnswers, todaysClassic, todaysImageAnswer } from './todays-answer.ts'

// After the win, "How you narrowed it down" (decisions 124 and 125): a phone-sized player wins
// today's Classic, opens the insight from the keyboard and reads, in their language, the figures
// core works out for the same guesses. The panel's code, strings and worker come after the win;
// the English run opens it offline from what the service worker kept, on a CPU slowed as a
// phone's. A Fusion win reads what each guess ruled out of the fusions' characters, the zoom step,
// and where it stands among today's winners as the server counted them.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId, viewport: { width: 360, height: 740 } })

const ROOT = join(import.meta.dirname, '..')

type Strings = Record<string, unknown>

function stringsOf(language: string, namespace: string): Strings {
	return JSON.parse(
		readFileSync(join(ROOT, `packages/web/src/locales/${language}/${namespace}.json`), 'utf8'),
	)
}

/** A string of `strings`, its placeholders filled (numbers this small read the same in every language). */
function fill(strings: Strings, key: string, values: Record<string, string | number> = {}): string {
	const template = strings[key]
	if (typeof template !== 'string') throw new Error(`no string ${key}`)
	return template.replace(/\{\{(\w+)(?:,[^}]*)?\}\}/g, (_, name: string) => String(values[name]))
}

/** A character's name as the language's dub says it (the content pack's translations). */
function nameIn(language: string, character: Character): string {
	if (language === 'en') return character.championName
	const data = JSON.parse(
		readFileSync(join(ROOT, `packages/content/data/i18n/${language}.json`), 'utf8'),
	) as {
		characters: Record<string, { name: string }>
	}
	return data.characters[character.championId]?.name ?? character.championName
}

/** The day's game: a wrong guess, then one still possible after it when there is one, then the answer. */
function todaysGame() {
	const { content } = serverAnswers()
	const { answer, wrong } = todaysClassic(region)
	// a character the first guess's tiles left possible, as a careful player's second guess
	const second = afterGuess(content.characters, wrong, answer, content.sagas).find(
		(character) =>
			character.championId !== answer.championId &&
			findCharacterByName(character.championName, content.characters) === character,
	)
	const played = second ? [wrong, second, answer] : [wrong, answer]
	const insight = classicInsight(content.characters, played, answer, content.sagas)
	const counts = remainingCounts(content.characters, played, answer, content.sagas)
	return { played, insight, counts }
}

async function newPlayer(browser: Browser, locale: string) {
	const context = await browser.newContext({ locale, timezoneId, viewport: { width: 360, height: 740 } })
	return { context, page: await context.newPage() }
}

/** Plays `played` to the win and opens the insight from the keyboard; its heading takes focus. */
async function winAndOpen(page: Page, language: string, played: readonly Character[]) {
	const game = stringsOf(language, 'game') as {
		end: { insight: string }
		guessBox: { label: string; submit: string }
	}
	const box = page.getByRole('combobox', { name: game.guessBox.label })
	for (const character of played) {
		// the name this dub's fans type and see in the list
		const name = nameIn(language, character)
		await expect(box).toBeEnabled({ timeout: 15_000 })
		await box.fill(name)
		await page.getByRole('option', { name, exact: true }).click()
		await page.getByRole('button', { name: game.guessBox.submit }).click()
	}
	const button = page.getByRole('button', { name: game.end.insight })
	await expect(button).toBeVisible({ timeout: 15_000 })
	return button
}

/** The panel's figures as the page shows them, checked against core's. */
async function expectFigures(page: Page, language: string, game: ReturnType<typeof todaysGame>) {
	const strings = stringsOf(language, 'insight')
	const panel = page.getByRole('region', { name: fill(strings, 'heading') })
	await expect(panel.getByRole('status')).toHaveText(
		fill(strings, 'field', { counts: game.counts.join(' → ') }),
		{
			timeout: 15_000,
		},
	)
	const steps = panel.getByRole('list', { name: fill(strings, 'steps') }).getByRole('listitem')
	await expect(steps).toHaveCount(game.played.length)
	for (const [index, step] of game.insight.steps.entries()) {
		const name = nameIn(language, step.guess)
		await expect(steps.nth(index)).toContainText(
			fill(strings, 'step', { name, before: step.before, after: step.after }),
		)
	}
	const count = game.insight.perfectGuesses ?? 0
	const form = new Intl.PluralRules(language).select(count)
	const first = game.played[0] as Character
	await expect(panel).toContainText(
		fill(strings, `perfect_${form}`, { count, name: nameIn(language, first) }),
	)
}

test('an English phone player wins Classic and, offline on a slowed CPU, reads how each guess narrowed the field', async ({
	browser,
}, testInfo) => {
	test.setTimeout(120_000)
	const game = todaysGame()
	const { context, page } = await newPlayer(browser, 'en-GB')
	await page.goto('/classic')
	const button = await winAndOpen(page, 'en', game.played)
	// the panel's chunks come from the service worker's precache, not the network
	await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated')
	await context.setOffline(true)
	await page.reload()
	const cdp = await context.newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

	await expect(button).toBeVisible({ timeout: 15_000 })
	await expect(button).toHaveAttribute('aria-expanded', 'false')
	await button.focus()
	await page.keyboard.press('Enter')
	await expect(button).toHaveAttribute('aria-expanded', 'true')
	await expect(page.getByRole('heading', { level: 3, name: 'How you narrowed it down' })).toBeFocused()
	await expectFigures(page, 'en', game)

	// how long the worker took, as the page's timeline records it (compute-insight.ts)
	const measure = await page.evaluate(() => {
		const [entry] = performance.getEntriesByName('dragondle:insight')
		return entry ? { roundTrip: entry.duration, ...(entry as PerformanceMeasure).detail } : null
	})
	if (measure === null) throw new Error('no insight measure on the page')
	const figures = `${CPU_SLOWDOWN}× CPU: worker ${measure.computeMs.toFixed(1)} ms, one filter pass ${measure.filterMs.toFixed(2)} ms (ratio ${(measure.computeMs / measure.filterMs).toFixed(0)}×), round trip ${measure.roundTrip.toFixed(1)} ms`
	testInfo.annotations.push({ type: 'insight timing', description: figures })
	console.log(`insight (${game.played.length} guesses): ${figures}`)
	await context.close()
})

test('a Spanish phone player reads the same figures in Spanish, characters named as their dub names them', async ({
	browser,
}) => {
	const game = todaysGame()
	const { context, page } = await newPlayer(browser, 'es-MX')
	await page.goto('/classic')
	const button = await winAndOpen(page, 'es', game.played)
	await button.press('Enter')
	await expect(page.getByRole('heading', { level: 3, name: 'Cómo lo fuiste acotando' })).toBeFocused()
	await expectFigures(page, 'es', game)
	await context.close()
})

test('a phone player wins Fusion and reads what each guess ruled out, the zoom step, and today’s winners by guess number', async ({
	browser,
}) => {
	const { content } = serverAnswers()
	const { payload, answer, wrong } = todaysImageAnswer('fusion', region)
	// the characters today's Fusion answer could be: those of the fusions playable today
	const pool = answerCharacterIds(
		'fusion',
		{ characters: content.characters, fusions: content.fusions, techniques: content.techniques },
		payload.game_numero,
	)
	// a guess that could never be a fusion rules out nothing; one of the pool rules itself out
	const outside = wrong.find((character) => !pool.has(character.championId))
	const inside = wrong.find((character) => pool.has(character.championId))
	if (!outside || !inside) throw new Error('the pack needs fusions and characters that are none')
	const { context, page } = await newPlayer(browser, 'en-GB')
	await page.goto('/fusion')
	for (const character of [outside, inside, answer]) await guess(page, character.championName)
	// the win is counted (its rank shown) before the insight asks for today's winners
	await expect(page.getByText(/^You were the \d+\w\w to find it today$/)).toBeVisible({ timeout: 15_000 })

	const button = page.getByRole('button', { name: 'How you narrowed it down' })
	await button.focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { level: 3, name: 'How you narrowed it down' })).toBeFocused()
	const panel = page.getByRole('region', { name: 'How you narrowed it down' })
	const size = pool.size
	await expect(panel.getByRole('status').first()).toHaveText(
		`Characters still possible: ${size} → ${size} → ${size - 1} → 1`,
	)
	await expect(panel.getByRole('list', { name: 'Each guess' }).getByRole('listitem')).toHaveText([
		`${outside.championName}: wrong, 0 of the ${size} ruled out so far.`,
		`${inside.championName}: wrong, 1 of the ${size} ruled out so far.`,
		`${answer.championName}: found it.`,
	])
	// two wrong guesses: the crop had zoomed out from 40% by 3 points twice
	await expect(panel).toContainText('Found at step 3 of the zoom, with 46% of the picture shown.')
	// the server counted this win by its 3 guesses, with today's other winners
	await expect(panel.getByRole('status').last()).toHaveText(/^\d+ winners? counted today: \d+ needed fewer/, {
		timeout: 15_000,
	})
	await expect(
		panel.getByRole('list', { name: 'Today’s winners by number of guesses' }).getByRole('listitem'),
	).toContainText([/^Won in 3: \d+ players? \(your score\)$/])
	await context.close()
})
