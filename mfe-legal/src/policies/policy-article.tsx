import type { PolicyDocument } from './policy-document';
import type { PolicyFigures } from './policy-figures';
import { PolicyInlineText } from './policy-inline-text';
import styles from './policy.module.css';

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
        </section>
      ))}
    </article>
  );
}
