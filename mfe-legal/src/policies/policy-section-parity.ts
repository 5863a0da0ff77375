import type { PolicyBlock, PolicyDocument } from './policy-document';

/** The shape of a block, which a translation must keep: a paragraph, a list of n items, a table of r rows of c cells. */
function shapeOf(block: PolicyBlock): string {
  if (typeof block === 'string') return 'paragraph';
  if ('table' in block) return `table of ${block.table.rows.length} rows × ${block.table.head.length} columns`;
  return `list of ${block.length} items`;
}

/**
 * What a translation lacks against the English text, in words that name the place: every section of the
 * English policy (by its anchor) must be in the translation, in the same order, with blocks of the same
 * shape, and nothing else. An empty answer means the translation matches.
 */
export function sectionParityProblems(english: PolicyDocument, translation: PolicyDocument): string[] {
  const problems: string[] = [];
  const translated = new Map(translation.sections.map((section) => [section.id, section]));
  const englishIds = english.sections.map((section) => section.id);
  for (const section of english.sections) {
    const match = translated.get(section.id);
    if (!match) {
      problems.push(`section #${section.id} is missing`);
      continue;
    }
    const want = section.blocks.map(shapeOf);
    const have = match.blocks.map(shapeOf);
    if (want.join() !== have.join()) problems.push(`section #${section.id} has blocks [${have.join(', ')}], English has [${want.join(', ')}]`);
  }
  for (const id of translated.keys()) if (!englishIds.includes(id)) problems.push(`section #${id} is not in English`);
  const translatedIds = translation.sections.map((section) => section.id).filter((id) => englishIds.includes(id));
  if (problems.length === 0 && translatedIds.join() !== englishIds.join()) problems.push(`sections are in the order ${translatedIds.join(', ')}`);
  return problems;
}
