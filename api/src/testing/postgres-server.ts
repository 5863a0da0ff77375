import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** Runs statements on the PostgreSQL server of `serverUrl` (creating and dropping test databases) over one short-lived connection. */
export async function withServer(serverUrl: string, run: (server: ReturnType<typeof drizzle>) => Promise<unknown>): Promise<void> {
  const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
  try {
    await run(drizzle({ client: pool }));
  } finally {
    await pool.end();
  }
}
