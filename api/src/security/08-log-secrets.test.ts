import { sql } from 'drizzle-orm';
import { statementOf } from '../logging/loggable-error.js';
import { send } from '../testing/send-request.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await openTestApp({ logger: { stream: { write: (line) => logLines.push(line) } } });
  // Writes to the tables that hold secrets fail, as a full disk or a broken constraint would.
  await t.db.execute(sql`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'write refused by the test'; END $$`);
  await t.db.execute(sql`CREATE TRIGGER refuse_vault BEFORE INSERT OR UPDATE ON vault_keys FOR EACH ROW EXECUTE FUNCTION refuse_write()`);
});

afterAll(() => t.close());

const ENVELOPE = '{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"c2VjcmV0LXNhbHQtMTIz","iv":"aXYtOTg3NjU0","ct":"Y2lwaGVydGV4dC1vZi10aGUta2V5"}';

describe('finding 8: database errors reach the log without their parameters', () => {
  it('a failed vault write logs the statement and the error code, never the envelope', async () => {
    const user = await t.createUser();

    const response = await send(t, 'PUT', '/api/vault/keys', user.token, { password: { value: ENVELOPE, time: new Date().toISOString() } });

    expect(response.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('insert into \\"vault_keys\\"');
    expect(log).toContain('"code":"P0001"');
    expect(log).not.toContain('Y2lwaGVydGV4dC1vZi10aGUta2V5');
    expect(log).not.toContain('params');
  });

  it('a failed sign-up logs no password hash, salt or e-mail address', async () => {
    await t.db.execute(sql`CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_write()`);
    const client = signInClient(t);
    const email = `log-audit-${Date.now()}@marketplace.test`;

    const response = await client.postForm('/idp/authorize/password', {
      request: await client.identityPageOf(),
      intent: 'signup',
      email,
      password: 'Never-in-a-log-77!',
    });

    expect(response.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).not.toContain(email);
    expect(log).not.toContain('Never-in-a-log-77!');
    // A scrypt hash (64 bytes) and salt (16 bytes) in base64.
    expect(log).not.toMatch(/[A-Za-z0-9+/]{86}==/);
    expect(log).not.toMatch(/[A-Za-z0-9+/]{22}==/);
  });

  it('names a statement by its verb and table only', () => {
    expect(statementOf('insert into "vault_keys" ("user_id", "value") values ($1, $2)')).toBe('insert into "vault_keys"');
    expect(statementOf('select "id" from "users" where "email" = $1')).toBe('select "users"');
    expect(statementOf('update "devices" set "last_seen_at" = $1')).toBe('update "devices"');
  });
});
