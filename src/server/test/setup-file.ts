import { afterAll } from 'vitest'
import { writeExercised } from './contract'

// Run before each API test file. The project does not isolate its files (vitest.config.ts), so
// what one file exercised is written after it, not left to the next.
afterAll(writeExercised)
