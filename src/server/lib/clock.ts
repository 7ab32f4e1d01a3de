/** The one source of the current time, so tests can move it. */
export const clock = {
  now: (): Date => new Date(),
}
