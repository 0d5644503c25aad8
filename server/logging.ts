import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The server's log for people running it (`npm start`): the console shows warnings and errors as readable
 * lines (the address and the demo account are printed by main.ts), never a JSON line per request; request
 * logs are debug records, on the console with LOG_LEVEL=debug and always in LOG_FILE when one is set (JSON
 * lines, as pino writes them, for tools). Fastify logs each request at info ("incoming request", "request
 * completed"); those records, recognised by their serialised `req` or `res`, are moved down to debug here.
 */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** pino's level numbers. */
const LEVEL_NUMBER: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
const LEVEL_NAME: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

export type LogSettings = {
  /** What the console shows; default warn. */
  level: LogLevel;
  /** Where every record from debug up is appended as a JSON line, requests included; none by default. */
  file?: string;
};

/** LOG_LEVEL (trace … fatal, silent; default warn) and LOG_FILE. */
export function logSettingsFromEnv(env: NodeJS.ProcessEnv): LogSettings {
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || 'warn') as LogLevel;
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`);
  const file = env.LOG_FILE?.trim();
  return file ? { level, file: resolve(file) } : { level };
}

/** Fastify's `logger` option for these settings; `out` is where readable lines go (stdout by default). */
export function serverLogger(
  settings: LogSettings,
  out: { write(text: string): unknown } = process.stdout,
): { level: LogLevel; stream: { write(line: string): void } } {
  const consoleLevel = LEVEL_NUMBER[settings.level];
  const fileLevel = settings.file ? LEVEL_NUMBER.debug : Number.POSITIVE_INFINITY;
  if (settings.file) mkdirSync(dirname(settings.file), { recursive: true });
  // pino drops what no destination wants before it is even serialised.
  const produced =
    LOG_LEVELS.find((level) => LEVEL_NUMBER[level] === Math.min(consoleLevel, fileLevel)) ?? 'silent';
  return {
    level: produced,
    stream: {
      write(line: string) {
        const record = parse(line);
        if (!record) {
          out.write(line);
          return;
        }
        if (record.level === LEVEL_NUMBER.info && ('req' in record || 'res' in record))
          record.level = LEVEL_NUMBER.debug;
        // Appended synchronously: a line is on disk before the process can stop, and a server's lines are few.
        if (settings.file && record.level >= fileLevel)
          appendFileSync(settings.file, `${JSON.stringify(record)}\n`);
        if (record.level >= consoleLevel) out.write(`${readable(record)}\n`);
      },
    },
  };
}

type LogRecord = Record<string, unknown> & { level: number };

function parse(line: string): LogRecord | null {
  try {
    const record: unknown = JSON.parse(line);
    return record && typeof record === 'object' && typeof (record as LogRecord).level === 'number'
      ? (record as LogRecord)
      : null;
  } catch {
    return null;
  }
}

/** "12:03:04 WARN  message  GET /api/x 500 12 ms  TypeError: x is not a function" */
function readable(record: LogRecord): string {
  const time = typeof record.time === 'number' ? new Date(record.time).toTimeString().slice(0, 8) : '';
  const parts = [
    `${time} ${(LEVEL_NAME[record.level] ?? String(record.level)).padEnd(5)}`,
    String(record.msg ?? ''),
  ];
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode) {
    const took = typeof record.responseTime === 'number' ? ` ${record.responseTime.toFixed(1)} ms` : '';
    parts.push(`${res.statusCode}${took}`);
  }
  const error = (record.err ?? record.error) as
    | { type?: string; message?: string; stack?: string }
    | undefined;
  if (error) parts.push([error.type, error.message].filter(Boolean).join(': '));
  let text = parts.filter((part) => part !== '').join('  ');
  if (error?.stack) text += `\n${error.stack}`;
  return text;
}
