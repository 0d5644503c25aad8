import pg from 'pg';

/** Runs statements on the PostgreSQL server's admin connection (creating and dropping test databases). */
export async function withAdminClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
