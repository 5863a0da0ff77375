import { lazy, type ReactNode, Suspense } from 'react';
import type { PolicyBlock, PolicyDocument } from './policy-document';
import type { PolicyFigures } from './policy-figures';
import { PolicyInlineText } from './policy-inline-text';
import { PolicyTable } from './policy-table';
import styles from './policy.module.css';

/** Only the cookie policy shows the storage table: its code and words load with that policy alone. */
const StorageTable = lazy(() => import(/* webpackChunkName: "storage-table" */ './storage-table'));

/** A paragraph, a bulleted list or a table. */
function PolicyBlockView({ block, figures }: { block: PolicyBlock; figures: PolicyFigures }) {
  if (typeof block === 'string')
    return (
      <p>
        <PolicyInlineText text={block} figures={figures} />
      </p>
    );
  if ('table' in block) return <PolicyTable table={block.table} figures={figures} />;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>
          <PolicyInlineText text={item} figures={figures} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The sections of a policy in long-form typography, each heading an anchor target; `after` (the terms'
 * "What changed") closes the article in the same column.
 */
export function PolicyArticle({ document, figures, after }: { document: PolicyDocument; figures: PolicyFigures; after?: ReactNode }) {
  return (
    <article className={styles.article}>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
            <a href={`#${section.id}`} className={styles.sectionLink}>
              {section.heading}
            </a>
          </h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a published text's blocks never move.
            <PolicyBlockView key={index} block={block} figures={figures} />
          ))}
          {section.table === 'storage-registry' && (
            <Suspense fallback={<div className={styles.tablePlaceholder} aria-hidden="true" />}>
              <StorageTable />
            </Suspense>
          )}
        </section>
      ))}
      {after}
    </article>
  );
}
