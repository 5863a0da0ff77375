import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PERSONAL_EXPORT_PATH, TRANSACTIONS_CSV_PATH } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { personalExportDocument } from '../personal-export/personal-export-document.js';
import { jsonPieces } from '../personal-export/streamed-json.js';
import { transactionsCsvRecords } from '../personal-export/transactions-csv.js';

/** Exports one client address may take an hour: a person downloads a few, a scraper hammering the database is refused with 429. */
export const PERSONAL_EXPORTS_PER_HOUR = 20;

export const PERSONAL_EXPORT_URL = PERSONAL_EXPORT_PATH;
export const TRANSACTIONS_CSV_URL = TRANSACTIONS_CSV_PATH;

/** `marketplace-export-2026-11-25.json`: the day of the export in the name, so several downloads never collide. */
export function exportFileName(kind: 'export' | 'transactions', extension: 'json' | 'csv', now = new Date()): string {
  return `marketplace-${kind}-${now.toISOString().slice(0, 10)}.${extension}`;
}

function sendAttachment(reply: FastifyReply, contentType: string, fileName: string, pieces: AsyncIterable<string>) {
  return (
    reply
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      // Personal data: no shared or browser cache keeps a copy.
      .header('Cache-Control', 'no-store')
      .type(contentType)
      .send(Readable.from(pieces))
  );
}

/**
 * The person's data export (spec §2 `/export`): everything the marketplace holds about them as one JSON
 * document, and their transactions as CSV. Both are streamed from paged reads (a long history never sits
 * whole in memory) and sent as attachments; neither holds a secret (see `personalExportDocument`).
 */
export const personalExportRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, identityProviders }) => {
  const limited = { preHandler: auth.requireUser, config: { rateLimit: { max: PERSONAL_EXPORTS_PER_HOUR, timeWindow: 60 * 60_000 } } };

  app.get(PERSONAL_EXPORT_URL, limited, async (request, reply) => {
    const { id, deviceId } = sessionUserOf(request);
    const document = await personalExportDocument(db, { userId: id, deviceId, kycAvailable: identityProviders.localStandIns });
    // requireUser has just found the user, so only a deletion in between leaves none.
    if (!document) throw new Error('Signed-in user vanished');
    return sendAttachment(reply, 'application/json; charset=utf-8', exportFileName('export', 'json'), jsonPieces(document));
  });

  app.get(TRANSACTIONS_CSV_URL, limited, async (request, reply) => {
    return sendAttachment(reply, 'text/csv; charset=utf-8', exportFileName('transactions', 'csv'), transactionsCsvRecords(db, sessionUserOf(request).id));
  });
};
