import { LEGAL_POLICIES, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';
import type { PolicyDocument } from './policy-document';
import { sectionParityProblems } from './policy-section-parity';

const TRANSLATIONS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

const ENGLISH: PolicyDocument = {
  version: '1',
  lastUpdated: '2026-01-01',
  summary: 'Summary.',
  sections: [
    { id: 'first', heading: 'First', blocks: ['A paragraph.', ['One', 'Two']] },
    { id: 'second', heading: 'Second', blocks: [{ table: { head: ['What', 'How long'], rows: [['Logs', '90 days']] } }] },
    { id: 'third', heading: 'Third', blocks: ['Another paragraph.'] },
  ],
};

describe('section parity between a translation and English', () => {
  it('finds nothing wrong with a translation that has every section in shape', () => {
    const translation = { ...ENGLISH, sections: ENGLISH.sections.map((section) => ({ ...section, heading: `«${section.heading}»` })) };

    expect(sectionParityProblems(ENGLISH, translation)).toEqual([]);
  });

  it('names a section that English has and the translation lacks', () => {
    const translation = { ...ENGLISH, sections: ENGLISH.sections.filter((section) => section.id !== 'second') };

    expect(sectionParityProblems(ENGLISH, translation)).toEqual(['section #second is missing']);
  });

  it('names a section only the translation has, a list that lost an item and a table that lost a row', () => {
    const [first, second, third] = ENGLISH.sections;
    const translation = {
      ...ENGLISH,
      sections: [
        { ...first!, blocks: ['Un paragraphe.', ['Un']] },
        { ...second!, blocks: [{ table: { head: ['Quoi', 'Durée'], rows: [] } }] },
        third!,
        { id: 'extra', heading: 'En plus', blocks: [] },
      ],
    };

    expect(sectionParityProblems(ENGLISH, translation)).toEqual([
      'section #first has blocks [paragraph, list of 1 items], English has [paragraph, list of 2 items]',
      'section #second has blocks [table of 0 rows × 2 columns], English has [table of 1 rows × 2 columns]',
      'section #extra is not in English',
    ]);
  });

  it('names sections that moved', () => {
    const [first, second, third] = ENGLISH.sections;

    expect(sectionParityProblems(ENGLISH, { ...ENGLISH, sections: [first!, third!, second!] })).toEqual(['sections are in the order first, third, second']);
  });
});

// Every published policy, in every language: a section (by its anchor) that English has and a
// translation lacks fails here, naming the policy, the language and the section.
describe.each(LEGAL_POLICIES)('the %s policy', (policy) => {
  it.each(TRANSLATIONS)('has every English section, in shape, in %s', async (locale) => {
    const [english, translation] = await Promise.all([loadPolicyDocument('en', policy), loadPolicyDocument(locale, policy)]);

    expect(sectionParityProblems(english, translation)).toEqual([]);
  });
});
