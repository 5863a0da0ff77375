import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';
import type { PolicyDocument } from './policy-document';

const wordsOf = (document: PolicyDocument) =>
  [document.summary, ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flat()])].join(' ').split(/\s+/).filter(Boolean).length;

describe('the shorter policies', () => {
  it.each(['cookies', 'acceptable-use', 'fees'] as const)('%s run to at least 600 words in English (issue 24)', async (policy) => {
    expect(wordsOf(await loadPolicyDocument('en', policy))).toBeGreaterThanOrEqual(600);
  });

  it.each(SUPPORTED_LOCALES)('show the storage table in the same section of the cookie policy in %s as in English', async (locale) => {
    const sectionsWithTable = (document: PolicyDocument) =>
      document.sections.filter((section) => section.table === 'storage-registry').map((section) => section.id);

    const english = sectionsWithTable(await loadPolicyDocument('en', 'cookies'));
    expect(english).toEqual(['the-list']);
    expect(sectionsWithTable(await loadPolicyDocument(locale, 'cookies'))).toEqual(english);
  });
});
