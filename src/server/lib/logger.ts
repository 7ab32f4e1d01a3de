import { type DestinationStream, pino } from 'pino'

export type Logger = pino.Logger

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  }
  return destination ? pino(options, destination) : pino(options)
}
