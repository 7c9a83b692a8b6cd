import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

test('the web never asks the ads opt-in', async () => {
	renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(screen.queryByRole('dialog', { name: 'Ads settings' })).not.toBeInTheDocument()
})

test('app mode asks the ads opt-in at the first start, until it is answered; Save stores both answers', async () => {
	writeValue(STORAGE_KEYS.appMode, true)
	const { unmount } = renderApp('/')
	const dialog = within(await screen.findByRole('dialog', { name: 'Ads settings' }))
	expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
	const isOver16 = await dialog.findByRole('checkbox', { name: 'I am over 16' })
	const consent = dialog.getByRole('checkbox', { name: 'Interest-based ads' })
	expect(isOver16).not.toBeChecked()
	expect(consent).toBeDisabled()
	// Esc does not dismiss it: it must be answered
	await userEvent.keyboard('{Escape}')
	expect(screen.getByRole('dialog', { name: 'Ads settings' })).toBeInTheDocument()

	await userEvent.click(isOver16)
	await userEvent.click(consent)
	await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
	expect(readValue(STORAGE_KEYS.adsConsent)).toEqual({ isAgeRestricted: false, hasUserConsent: true })
	expect(screen.queryByRole('dialog', { name: 'Ads settings' })).not.toBeInTheDocument()

	unmount()
	renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(screen.queryByRole('dialog', { name: 'Ads settings' })).not.toBeInTheDocument()
})

test('Settings reopens the opt-in with the answers given; under 16, no consent is kept', async () => {
	writeValue(STORAGE_KEYS.appMode, true)
	writeValue(STORAGE_KEYS.adsConsent, { isAgeRestricted: false, hasUserConsent: true })
	renderApp('/')
	await userEvent.click((await screen.findAllByRole('button', { name: 'Settings' }))[0] as HTMLElement)
	const settings = within(await screen.findByRole('dialog', { name: 'Settings' }))
	await userEvent.click(await settings.findByRole('button', { name: 'Ads settings' }))
	const dialog = within(await screen.findByRole('dialog', { name: 'Ads settings' }))
	const isOver16 = await dialog.findByRole('checkbox', { name: 'I am over 16' })
	expect(isOver16).toBeChecked()
	expect(dialog.getByRole('checkbox', { name: 'Interest-based ads' })).toBeChecked()
	await userEvent.click(isOver16)
	expect(dialog.getByRole('checkbox', { name: 'Interest-based ads' })).not.toBeChecked()
	await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
	expect(readValue(STORAGE_KEYS.adsConsent)).toEqual({ isAgeRestricted: true, hasUserConsent: false })
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a first start goes from the opt-in straight to the import, which Skip closes; it never comes again', async () => {
	writeValue(STORAGE_KEYS.appMode, true)
	const { unmount } = renderApp('/')
	const optIn = within(await screen.findByRole('dialog', { name: 'Ads settings' }))
	await userEvent.click(await optIn.findByRole('button', { name: 'Save' }))
	const dialog = within(await screen.findByRole('dialog', { name: 'Transfer my data' }))
	// the import is open on its one screen, among the transfer's usual choices
	expect(await dialog.findByRole('button', { name: 'Import' })).toHaveAttribute('aria-pressed', 'true')
	expect(dialog.getByRole('textbox', { name: 'Token' })).toBeInTheDocument()
	expect(readValue(STORAGE_KEYS.showedImportDataMobile)).toBe(true)
	await userEvent.click(dialog.getByRole('button', { name: 'Skip' }))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

	unmount()
	renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})
