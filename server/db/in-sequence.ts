/**
 * `Promise.all` for database queries, run one after another. Inside a transaction every query shares one
 * client, which runs them one at a time anyway; sending them together is deprecated by pg (and refused
 * from pg 9). Drizzle's query builders start only when awaited, so awaiting them in turn is enough.
 */
export async function inSequence<const T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
