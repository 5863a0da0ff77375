import { expect, type Page } from '@playwright/test';

/** Every picture on screen has arrived and has pixels (before a screenshot is taken of it). */
export async function expectPicturesOnScreenShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}
