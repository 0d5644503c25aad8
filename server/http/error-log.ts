/**
 * What the log says about an unexpected error. Database errors carry the respondents' answers: drizzle's
 * DrizzleQueryError puts the SQL and its parameters in its message ("Failed query: … params: …"), and
 * PostgreSQL's own messages quote the offending value (`invalid input syntax for type integer: "…"`), so
 * neither message nor query nor parameters are logged. What is kept is enough to find the bug: the error's
 * class, its code (SQLSTATE for the database), the table / column / constraint named by PostgreSQL, and the
 * stack frames without the message line.
 */
export type SafeErrorLog = {
  type: string;
  code?: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
};

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

/** PostgreSQL's error codes are five characters (SQLSTATE); pg and PGlite both set them as `code`. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A program error's message names what went wrong; a long one is quoting data, which is cut off. */
const MAX_MESSAGE = 300;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isDatabaseError(error: ErrorLike): boolean {
  return 'query' in error || 'params' in error || SQLSTATE.test(text(error.code) ?? '');
}

/** The frames of a stack, without its first line (which repeats the message). */
function framesOf(stack: unknown): string | undefined {
  const frames = text(stack)
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '));
  return frames?.length ? frames.join('\n') : undefined;
}

export function safeErrorLog(error: unknown): SafeErrorLog {
  if (error === null || typeof error !== 'object') return { type: typeof error, message: 'non-error thrown' };
  const outer = error as ErrorLike;
  // DrizzleQueryError wraps the driver's error: the driver's code and names are the useful part.
  const database = isDatabaseError(outer);
  const inner =
    database && outer.cause && typeof outer.cause === 'object' ? (outer.cause as ErrorLike) : outer;
  const type = [outer, inner]
    .map((item) => (item as object).constructor?.name ?? text(item.name) ?? 'Error')
    .filter((name, index, all) => all.indexOf(name) === index)
    .join(' > ');
  const code = text(inner.code) ?? text(outer.code);
  if (!database) {
    const message = text(outer.message) ?? '';
    return { type, code, message: message.slice(0, MAX_MESSAGE), stack: framesOf(outer.stack) };
  }
  return {
    type,
    code,
    message: `database error${code ? ` ${code}` : ''}${text(inner.routine) ? ` in ${text(inner.routine)}` : ''}`,
    table: text(inner.table),
    column: text(inner.column),
    constraint: text(inner.constraint),
    stack: framesOf(outer.stack),
  };
}
