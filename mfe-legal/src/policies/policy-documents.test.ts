import { LEGAL_POLICIES, SUPPORTED_LOCALES, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';
import { type PolicyDocument, WHAT_CHANGED_ID } from './policy-document';
import { isPolicyFigureName } from './policy-figures';
import { policyTexts } from './policy-texts';

const TRANSLATIONS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');
const textsOf = policyTexts;
/** The pages of the site a policy may link to: the policies, the legal pages, and the account pages where a right is exercised. */
const SITE_LINK =
  /^\/(legal\/(terms|privacy|cookies|acceptable-use|fees)|export|support|communications|refresh-cache|rescue|user-portal\/(account|account\/devices|wallet|collection|offers|activity|kyc|referrals))$/;

describe.each(LEGAL_POLICIES)('the %s policy', (policy) => {
  let english: PolicyDocument;

  beforeAll(async () => {
    english = await loadPolicyDocument('en', policy);
  });

  it('is published in English with a version, a date and at least 5 sections of unique ids', () => {
    expect(english.version).toMatch(/\S/);
    expect(english.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(english.sections.length).toBeGreaterThanOrEqual(5);
    const ids = english.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    // The "What changed" listing takes that anchor after the sections.
    expect(ids).not.toContain(WHAT_CHANGED_ID);
  });

  it.each(TRANSLATIONS)('is translated in %s: same version, date and section ids as English, every text filled', async (locale) => {
    const translation = await loadPolicyDocument(locale, policy);

    expect(translation.version).toBe(english.version);
    expect(translation.lastUpdated).toBe(english.lastUpdated);
    expect(translation.sections.map((section) => section.id)).toEqual(english.sections.map((section) => section.id));
    translation.sections.forEach((section, index) => {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBe(english.sections[index]!.blocks.length);
    });
    expect(translation.changeLog?.map((entry) => [entry.version, entry.changes.length])).toEqual(
      english.changeLog?.map((entry) => [entry.version, entry.changes.length]),
    );
    for (const text of textsOf(translation)) expect(text.trim()).not.toBe('');
    // A translation must not be the English text copied.
    expect(translation.sections.map((section) => section.heading)).not.toEqual(english.sections.map((section) => section.heading));
  });

  it.each(SUPPORTED_LOCALES)('links only inside the site and names only known figures in %s', async (locale) => {
    const document = await loadPolicyDocument(locale, policy);
    // A section of the same policy, or the "What changed" listing of a policy that keeps a change log.
    const ids = new Set([...document.sections.map((section) => section.id), ...(document.changeLog ? [WHAT_CHANGED_ID] : [])]);
    for (const text of textsOf(document)) {
      for (const [, target] of text.matchAll(/\]\(([^)]*)\)/g)) {
        if (target!.startsWith('#')) expect(ids).toContain(target!.slice(1));
        else expect(target).toMatch(SITE_LINK);
      }
      for (const [, figure] of text.matchAll(/\{(\w+)\}/g)) expect(isPolicyFigureName(figure!)).toBe(true);
    }
  });
});

describe('the terms of service', () => {
  it.each(SUPPORTED_LOCALES)('carry the version in force in %s, what changed in it first, and every earlier version after', async (locale) => {
    const terms = await loadPolicyDocument(locale, 'terms');

    expect(terms.version).toBe(TERMS_OF_SERVICE_VERSION);
    const [current, ...earlier] = terms.changeLog ?? [];
    expect(current?.version).toBe(TERMS_OF_SERVICE_VERSION);
    expect(current?.changes.length).toBeGreaterThan(0);
    // Newest first, each an older version with something to say.
    const versions = [current!, ...earlier].map((entry) => entry.version);
    expect([...versions].sort().reverse()).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    for (const entry of earlier) expect(entry.changes.length).toBeGreaterThan(0);
  });
});

describe('the fees policy', () => {
  it.each(SUPPORTED_LOCALES)('names the live fee percent, minimum, rate and floor in %s', async (locale) => {
    const fees = (await loadPolicyDocument(locale, 'fees')).sections.flatMap((section) => section.blocks.flat()).join(' ');

    for (const figure of ['{feePercent}', '{minimumUsd}', '{rateUsd}', '{floorGem}']) expect(fees).toContain(figure);
  });
});
