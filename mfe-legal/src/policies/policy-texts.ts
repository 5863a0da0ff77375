import type { PolicyBlock, PolicyDocument } from './policy-document';

/** The inline texts of one block: a paragraph, the items of a list, or every cell of a table (head included). */
export function blockTexts(block: PolicyBlock): readonly string[] {
  if (typeof block === 'string') return [block];
  if ('table' in block) return [...block.table.head, ...block.table.rows.flat()];
  return block;
}

/** Every text a reader sees in a policy, in order: the summary, the change log, then each section's heading and blocks. */
export function policyTexts(document: PolicyDocument): string[] {
  return [
    document.summary,
    ...(document.changeLog ?? []).flatMap((entry) => entry.changes),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ];
}
