import type { Rarity } from '@marketplace/contracts/wire';

/** What a set's picture is drawn from: the set as its merchant defines it. */
export interface ArtSubject {
  setId: string;
  merchantId: string;
  name: string;
  rarity: Rarity;
  /** The set's properties (cut, element, material…); per-copy ones such as `serial` are ignored. */
  properties: Readonly<Record<string, string>>;
  /** The merchant dresses its items in the luxury style (spec §6). */
  luxury: boolean;
}

/** A property's value in lower case, or undefined when the set has none. */
export function propertyOf(subject: ArtSubject, key: string): string | undefined {
  const value = subject.properties[key];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/** A numeric property (`carat`, `power`), or undefined when missing or not a finite number. */
export function numericPropertyOf(subject: ArtSubject, key: string): number | undefined {
  const value = Number(propertyOf(subject, key));
  return Number.isFinite(value) ? value : undefined;
}

/** The first entry whose keyword is a word of the set's name, so "Emerald Ring" finds `ring`. */
export function byNameKeyword<T>(subject: ArtSubject, entries: ReadonlyArray<readonly [keyword: string, value: T]>): T | undefined {
  const words = new Set(subject.name.toLowerCase().split(/[^a-z0-9]+/));
  return entries.find(([keyword]) => words.has(keyword))?.[1];
}

/**
 * A table's entry for a property value, never one inherited from `Object.prototype`: a set whose cut is
 * `constructor` gets the default drawing, not a function where a colour should be.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
