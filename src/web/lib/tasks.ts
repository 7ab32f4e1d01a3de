/** Settles in a later task, `ms` from now: the browser paints and answers taps in between. */
export function afterTask(ms = 0): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms)
  })
}

/**
 * Runs each step in a task of its own, then settles in one more, so that what the caller does
 * next is a task of its own too: a first run of code split where one long task would hold a tap
 * unanswered (decision 018). A step that fails is skipped; the work it prepared is done later,
 * where it is needed.
 */
export async function runInTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await afterTask()
    try {
      step()
    } catch {
      // Done again where it is needed.
    }
  }
  await afterTask()
}
