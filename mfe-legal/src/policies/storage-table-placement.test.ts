import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';

const sectionsWithTable = (sections: readonly { id: string; table?: string }[]) =>
  sections.filter((section) => section.table === 'storage-registry').map((section) => section.id);

describe('the storage table', () => {
  it.each(SUPPORTED_LOCALES)('stands in the same section of the cookie policy in %s as in English', async (locale) => {
    const english = sectionsWithTable((await loadPolicyDocument('en', 'cookies')).sections);

    expect(english).toEqual(['the-list']);
    expect(sectionsWithTable((await loadPolicyDocument(locale, 'cookies')).sections)).toEqual(english);
  });
});
