import { DATA_RETENTION, type RetainedData, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';
import type { PolicyDocument, PolicyTable } from './policy-document';

/** The English row of the retention table that states each period the API's retention round enforces. */
const ROW_OF: Record<RetainedData, string> = {
  errorReports: 'Error reports',
  pageViews: 'Analytics page views',
  supportTickets: 'Support tickets',
  ledger: 'Ledger of purchases, sales, sends and deposits',
};
const ENGLISH_UNIT = { days: 'days', months: 'months', years: 'years' } as const;

function retentionRows(document: PolicyDocument): readonly (readonly string[])[] {
  const section = document.sections.find((candidate) => candidate.id === 'retention');
  const table = section?.blocks.find((block): block is PolicyTable => typeof block === 'object' && 'table' in block);
  if (!table) throw new Error('the privacy policy has no retention table');
  return table.table.rows;
}

const periodOf = (kind: RetainedData): [keyof typeof ENGLISH_UNIT, number] => Object.entries(DATA_RETENTION[kind])[0] as [keyof typeof ENGLISH_UNIT, number];

describe('the privacy policy states the periods the server erases data after', () => {
  let englishRows: readonly (readonly string[])[];
  beforeAll(async () => {
    englishRows = retentionRows(await loadPolicyDocument('en', 'privacy'));
  });

  it.each(Object.keys(ROW_OF) as RetainedData[])('in English, for %s', (kind) => {
    const [unit, count] = periodOf(kind);
    const row = englishRows.find(([data]) => data === ROW_OF[kind]);
    expect(row?.[1]).toContain(`${count} ${ENGLISH_UNIT[unit]}`);
  });

  it.each(SUPPORTED_LOCALES)('in %s, on the same rows as English', async (locale) => {
    const rows = retentionRows(await loadPolicyDocument(locale, 'privacy'));
    for (const kind of Object.keys(ROW_OF) as RetainedData[]) {
      const [, count] = periodOf(kind);
      const index = englishRows.findIndex(([data]) => data === ROW_OF[kind]);
      expect(rows[index]?.[1]).toMatch(new RegExp(`(^|\\D)${count}(\\D|$)`));
    }
  });
});
