import { eq } from 'drizzle-orm';
import { personalExportDocument } from '../personal-export/personal-export-document.js';
import { jsonPieces } from '../personal-export/streamed-json.js';
import { openTestDatabase } from '../testing/test-database.js';
import { users } from '../db/schema.js';
import { SEED_ARCHIVIST_USER } from './seed-accounts.js';
import { ARCHIVIST_PENDING_TWO_FACTOR_SECRET } from './seed-export-archive.js';

describe('the export archive seed', () => {
  it('gives the archivist two settled purchases of collectibles they own, and a secret their export leaves out', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const [archivist] = await db.select().from(users).where(eq(users.email, SEED_ARCHIVIST_USER.email));
      const document = await personalExportDocument(db, { userId: archivist!.id, deviceId: 'none', kycAvailable: false });
      let text = '';
      for await (const piece of jsonPieces(document)) text += piece;
      const exported = JSON.parse(text);

      expect(exported.transactions.complete.map((each: { amount: string }) => each.amount)).toEqual(['45.5', '120.0']);
      expect(exported.collection).toHaveLength(2);
      expect(text).not.toContain(ARCHIVIST_PENDING_TWO_FACTOR_SECRET);
    } finally {
      await close();
    }
  });
});
