import { pino } from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

/** Structured JSON logs on stdout; secrets in headers are never written. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
