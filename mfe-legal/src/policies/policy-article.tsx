import { lazy, Suspense } from 'react';
import type { PolicyDocument } from './policy-document';
import type { PolicyFigures } from './policy-figures';
import { PolicyInlineText } from './policy-inline-text';
import styles from './policy.module.css';

/** Only the cookie policy shows the storage table: its code and words load with that policy alone. */
const StorageTable = lazy(() => import(/* webpackChunkName: "storage-table" */ './storage-table'));

/** The sections of a policy in long-form typography, each heading an anchor target. */
export function PolicyArticle({ document, figures }: { document: PolicyDocument; figures: PolicyFigures }) {
  return (
    <article className={styles.article}>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
            <a href={`#${section.id}`} className={styles.sectionLink}>
              {section.heading}
            </a>
          </h2>
          {section.blocks.map((block, index) =>
            typeof block === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a published text's blocks never move.
              <p key={index}>
                <PolicyInlineText text={block} figures={figures} />
              </p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a published text's blocks never move.
              <ul key={index}>
                {block.map((item) => (
                  <li key={item}>
                    <PolicyInlineText text={item} figures={figures} />
                  </li>
                ))}
              </ul>
            ),
          )}
          {section.table === 'storage-registry' && (
            <Suspense fallback={<div className={styles.tablePlaceholder} aria-hidden="true" />}>
              <StorageTable />
            </Suspense>
          )}
        </section>
      ))}
    </article>
  );
}
