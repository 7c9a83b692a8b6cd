/** A new task: a timer's callback runs in one of its own, after the browser has painted and handled input. */
export function nextTask(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0))
}
