import type { LegalPolicy, Locale } from '@marketplace/contracts/wire';

/**
 * A table of a policy (the privacy policy's retention periods, the rights and where to use each): a
 * header row and rows of the same number of cells. Each cell is inline text like a paragraph.
 */
export interface PolicyTable {
  table: { head: readonly string[]; rows: readonly (readonly string[])[] };
}

/**
 * One block of a section: a string is a paragraph, an array of strings a bulleted list, `{ table }` a table. Text may hold
 * `[words](/legal/privacy)` or `[words](/support)` (a link inside the site), `[words](#section-id)` (a
 * section of the same policy) and `{feePercent}`, `{minimumUsd}`, `{rateUsd}`, `{floorGem}` (the live
 * figures of spec §9, filled in on the page): nothing else is interpreted, the rest renders as text.
 */
export type PolicyBlock = string | readonly string[] | PolicyTable;

export interface PolicySection {
  /** The anchor of the section (`/legal/terms#wallet`): the same in every locale. */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
  /**
   * A table generated from the code, shown after the blocks: `storage-registry` is every cookie and
   * storage key of shared-contracts' storage registry, in the reader's language (the cookie policy).
   */
  table?: 'storage-registry';
}

/** A policy as one locale publishes it; every locale has the same version and the same section ids as English. */
export interface PolicyDocument {
  /** The published version; for the terms it equals `TERMS_OF_SERVICE_VERSION`. */
  version: string;
  /** ISO date (YYYY-MM-DD) of the last change, shown in the locale's date format. */
  lastUpdated: string;
  /** One or two sentences under the title: what the policy is about. */
  summary: string;
  sections: readonly PolicySection[];
  /**
   * What changed, newest version first: the first entry is this version (the terms modal shows its lines),
   * the page lists them all under "What changed".
   */
  changeLog?: readonly PolicyVersionChanges[];
}

/** One published version and, in short lines, what it changed. */
export interface PolicyVersionChanges {
  version: string;
  changes: readonly string[];
}

/** The anchor of the "What changed" listing a policy with a change log shows after its sections. */
export const WHAT_CHANGED_ID = 'what-changed';

export type PolicyDocumentKey = `${Locale}/${LegalPolicy}`;
