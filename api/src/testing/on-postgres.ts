/**
 * `describe` for what only a PostgreSQL server can show (several API instances on one database):
 * skipped on the embedded PGlite default, which one process owns. CI runs the API suite on both.
 */
export const describeOnPostgres: typeof describe = process.env.DATABASE_URL ? describe : describe.skip;
