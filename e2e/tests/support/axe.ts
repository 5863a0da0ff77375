import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's WCAG 2.1 A/AA rules over what the page shows now, or only inside `within` (an open modal
 * dialog: the page behind it is inert and dimmed by the backdrop, which axe would count as contrast).
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
