import { Fragment, type ReactNode } from 'react';
import { MailContentError } from './mail-content-error.js';

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The `{name}`s a sentence uses, in order. */
export function placeholdersOf(sentence: string): string[] {
  return [...sentence.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

function filling<T>(values: Readonly<Record<string, T>>, name: string, sentence: string): T {
  const value = values[name];
  if (value === undefined) throw new MailContentError(`No value for {${name}} in "${sentence}"`);
  return value;
}

/** A sentence with its placeholders filled, as plain text (a subject line). A placeholder without a value throws: the mail cannot be made. */
export function fillText(sentence: string, values: Readonly<Record<string, string>>): string {
  return sentence.replace(PLACEHOLDER, (_, name: string) => filling(values, name, sentence));
}

/**
 * A sentence with its placeholders filled by React nodes: the words and the values stay text nodes, which React
 * escapes, so an item named `<img onerror=…>` shows as those characters and never becomes markup.
 */
export function fillNodes(sentence: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let textFrom = 0;
  for (const match of sentence.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    nodes.push(sentence.slice(textFrom, match.index), <Fragment key={`${name}@${match.index}`}>{filling(values, name, sentence)}</Fragment>);
    textFrom = match.index + match[0].length;
  }
  nodes.push(sentence.slice(textFrom));
  return nodes;
}
