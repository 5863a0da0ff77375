import type { LegalPolicy } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';
import { policyTexts } from './policy-texts';

/**
 * The fewest words a policy's English text may have (issue 24): a reader deciding whether to trust the
 * marketplace with money and keys gets answers, not a page of headings. The translations follow English
 * section by section (policy-section-parity.test.ts), so the floor holds for them in substance.
 */
const ENGLISH_WORD_FLOORS: Record<LegalPolicy, number> = { terms: 1500, privacy: 1500, cookies: 600, 'acceptable-use': 600, fees: 600 };

/** Words as a reader counts them: a link counts its words, not its address. */
function wordCount(texts: readonly string[]): number {
  return texts
    .map((text) => text.replace(/\]\([^)]*\)/g, ']'))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('the English policies are full texts', () => {
  it.each(Object.entries(ENGLISH_WORD_FLOORS))('the %s policy has at least %i words', async (policy, floor) => {
    const document = await loadPolicyDocument('en', policy as LegalPolicy);

    expect(wordCount(policyTexts(document))).toBeGreaterThanOrEqual(floor);
  });
});
