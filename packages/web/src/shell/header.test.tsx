import { gameNumeroAt } from '@dragondle/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { deviceRegion, runtimeConfig } from '../config.ts'
import { dailyAnswer } from '../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

function todayNumero(): number {
	return gameNumeroAt(Date.now(), deviceRegion(), runtimeConfig().launchDay)
}

test('the games-progress bar marks the mode being played as the current page', async () => {
	renderApp('/technique')
	const progress = await screen.findByRole('navigation', { name: "Today's games" })
	expect(within(progress).getByRole('link', { name: 'Technique' })).toHaveAttribute('aria-current', 'page')
	expect(within(progress).getByRole('link', { name: 'Fusion' })).not.toHaveAttribute('aria-current')
	expect(within(progress).getAllByRole('link')).toHaveLength(4)
})

test("a mode won today is announced as done, yesterday's win is not", async () => {
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: todayNumero(), nbGuesses: 3, rank: 12 }])
	writeValue(STORAGE_KEYS.history.silhouette, [{ gameNumero: todayNumero() - 1, nbGuesses: 2, rank: null }])
	renderApp('/fusion')
	const progress = await screen.findByRole('navigation', { name: "Today's games" })
	expect(within(progress).getByRole('link', { name: 'Classic (done today)' })).toHaveAttribute(
		'href',
		'/classic',
	)
	expect(within(progress).getByRole('link', { name: 'Silhouette' })).toBeInTheDocument()
})

test('the header shows the game buttons only inside a game, patch notes only in Classic', async () => {
	const { router } = renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(screen.getByRole('link', { name: 'Dragondle home' })).toHaveAttribute('href', '/')
	expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument()
	expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en_US')
	// the home page offers Statistics in its own content (menu-page.tsx), not in the header
	expect(
		within(screen.getByRole('banner')).queryByRole('button', { name: 'Statistics' }),
	).not.toBeInTheDocument()
	await router.navigate('/silhouette')
	for (const name of ['Statistics', 'Streak and data transfer', 'How to play']) {
		expect(await screen.findByRole('button', { name })).toBeInTheDocument()
	}
	expect(screen.queryByRole('button', { name: 'Patch notes' })).not.toBeInTheDocument()
})

test("picking a language puts the whole page in it, the page's language and title too, and back", async () => {
	renderApp('/')
	const picker = await screen.findByRole('combobox', { name: 'Language' })
	await userEvent.selectOptions(picker, 'Español')
	// the header, the footer and the menu speak Spanish once its strings have loaded
	expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es_ES')
	expect(screen.getByRole('button', { name: 'Configuración' })).toBeInTheDocument()
	expect(
		within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Acerca de' }),
	).toBeInTheDocument()
	expect(document.documentElement.lang).toBe('es')
	expect(document.cookie).toContain('dragondle_lang=es')
	await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English')
	expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument()
	expect(document.documentElement.lang).toBe('en')
	expect(document.cookie).toContain('dragondle_lang=en')
})

test('the logo turns festive on a birthday game number', async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	// game 365 with the default launch day 2026-01-01, in both regions
	vi.setSystemTime(new Date('2026-12-31T12:00:00Z'))
	renderApp('/')
	expect(await screen.findByText('Happy birthday, Dragondle!')).toBeInTheDocument()
	vi.useRealTimers()
})

test("the streak button shows the mode's current streak with its flame, keeping its name", async () => {
	const today = todayNumero()
	writeValue(STORAGE_KEYS.history.technique, [
		{ gameNumero: today - 1, nbGuesses: 3, rank: 1 },
		{ gameNumero: today, nbGuesses: 2, rank: 4 },
	])
	renderApp('/technique')
	const button = await screen.findByRole('button', { name: 'Streak and data transfer' })
	expect(button).toHaveTextContent('2')
	expect(button.querySelector('svg.streak-flame')).not.toBeNull()
})

const KIND_LINE = /^(Today's game|Archive|Practice|Challenge) · /

test("the header says which kind of game is on screen: today's, a past day's, practice, a challenge", async () => {
	const today = todayNumero()
	// the past day's game the archive page asks for
	const { router } = renderApp('/classic', { answer: dailyAnswer({ game_numero: today - 1 }) })
	const header = await screen.findByRole('banner')
	expect(await within(header).findByText(`Today's game · #${today}`)).toBeInTheDocument()

	await router.navigate(`/silhouette/archive/${today - 1}`)
	expect(
		await within(header).findByText(new RegExp(`^Archive · past day #${today - 1}, \\w+ \\d+, \\d{4}$`)),
	).toBeInTheDocument()

	writeValue(STORAGE_KEYS.practiceRound.fusion, 3)
	await router.navigate('/fusion/practice')
	expect(await within(header).findByText('Practice · game 3')).toBeInTheDocument()

	await router.navigate(`/challenge/${'A'.repeat(38)}`)
	expect(await within(header).findByText("Challenge · a friend's character")).toBeInTheDocument()

	// no line where no game is played, nor for a day that is not past (the page says why)
	for (const path of ['/', '/classic/archive', `/classic/archive/${today + 1}`, '/classic/archive/abc']) {
		await router.navigate(path)
		await vi.waitFor(() => expect(within(header).queryByText(KIND_LINE)).toBeNull())
	}
})
