import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { isPolicyFigureName, type PolicyFigures } from './policy-figures';
import styles from './policy.module.css';

/** `[words](target)` or `{figure}`; everything between them is plain text. */
const INLINE_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)|\{(\w+)\}/g;

export interface PolicyInlineTextProps {
  text: string;
  figures: PolicyFigures;
}

/**
 * A paragraph or list item of a policy: its links (inside the site, or to a section of the same
 * policy) and live figures become elements, the rest stays text. Only paths of this site are linked,
 * so a typo in a translation can never send a reader elsewhere.
 */
export function PolicyInlineText({ text, figures }: PolicyInlineTextProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const localized = useLocalizedPath();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_PATTERN)) {
    const [whole, words, target, figure] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = `${match.index}`;
    if (words !== undefined && target !== undefined) {
      if (target.startsWith('#'))
        parts.push(
          <a key={key} href={target}>
            {words}
          </a>,
        );
      else if (target.startsWith('/') && !target.startsWith('//'))
        parts.push(
          <Link key={key} to={localized(target)}>
            {words}
          </Link>,
        );
      else parts.push(words);
    } else if (figure !== undefined && isPolicyFigureName(figure)) {
      parts.push(
        <strong key={key} className={styles.figure} data-figure={figure}>
          {figures[figure] ?? t('policies.rateUnavailable')}
        </strong>,
      );
    } else {
      parts.push(whole);
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
