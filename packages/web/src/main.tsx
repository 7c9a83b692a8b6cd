import './styles.css'
import './palette.css'
import { nextTask } from './next-task.ts'

// The page's code runs in steps, each a task of its own (decision 094): a phone paints and answers
// input between them rather than freezing for the whole start. First the stored data's module and
// the valibot code it shares with the config (its schemas are built on first use, decision 113), then
// the rest of the code, its settings and its router, then
// React's takeover of the prerendered screen, which itself comes in parts. The boot script has
// asked for every chunk these steps load, so the steps wait for no download.
void import('./storage/records.ts')
	.then(nextTask)
	.then(() => import('./start.tsx'))
	.then(({ start }) => start())
