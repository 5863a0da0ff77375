import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Analyses of a page that kept moving while axe measured it, before the last one is taken as it is. */
const MOST_ANALYSES = 4;

/**
 * Waits until every animation and transition of the page that ends has ended (a toast sliding in, one fading
 * behind another, a dialog opening); endless ones (a skeleton's shimmer) never do and do not count. axe
 * measures colours as painted at that instant: a half-faded toast reads as low contrast though nobody ever
 * sees it standing still so. From the instant the page is found still, in the same task, it notes whether
 * something starts moving (a toast mounted a frame later slides in, one's time runs out and it fades away):
 * a watcher installed a round trip later would miss a move that began in between.
 */
async function waitUntilStillThenWatch(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const flags = globalThis as { __axeSawMovement?: boolean; __axeWatching?: boolean };
    if (!flags.__axeWatching) {
      flags.__axeWatching = true;
      const moved = (event: Event) => {
        // An endless animation starting (a skeleton shown again) changes no colour axe measures.
        if (event instanceof AnimationEvent && getComputedStyle(event.target as Element).animationIterationCount.includes('infinite')) return;
        flags.__axeSawMovement = true;
      };
      document.addEventListener('transitionrun', moved, true);
      document.addEventListener('animationstart', moved, true);
    }
    // Only animations that run on the clock move by themselves: a scroll-driven one (the header's fade on
    // links beyond the row) follows the scroll position and counts as running however still the page is.
    const still = document
      .getAnimations()
      .filter((animation) => animation.timeline instanceof DocumentTimeline)
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .every((animation) => animation.playState !== 'running' && !animation.pending);
    if (still) flags.__axeSawMovement = false;
    return still;
  });
}

const sawMovement = (page: Page) => page.evaluate(() => (globalThis as { __axeSawMovement?: boolean }).__axeSawMovement === true);

/**
 * axe's WCAG 2.1 A/AA rules over what the page shows now, or only inside `within` (an open modal
 * dialog: the page behind it is inert and dimmed by the backdrop, which axe would count as contrast).
 * Measured on a still page: when something started moving during an analysis, the page is analysed
 * again once it is still (a violation of a still page is reported every time).
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let analysis = 1; ; analysis++) {
    await waitUntilStillThenWatch(page);
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    results = await (within ? builder.include(within) : builder).analyze();
    if (analysis === MOST_ANALYSES || !(await sawMovement(page))) break;
  }
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
