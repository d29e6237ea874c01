import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON-lines logger per service (`service` names it in every line), at `level` (the service's
 * `LOG_LEVEL`: trace, debug, info, warn, error, fatal or silent; default info).
 */
export function createLogger(service: string, destination?: DestinationStream, level = 'info'): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/** An error as a log field: its message and stack, whatever was thrown. */
export function errorField(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: String(error) };
}
