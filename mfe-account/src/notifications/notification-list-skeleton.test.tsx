import { renderTranslated } from '../../../tooling/testing/render-translated';
import { NotificationListSkeleton } from './notification-list-skeleton';

// The sizes are an inline style of the row: declared in notifications.module.css, they were renamed by the build
// for that module alone, and the bars kept the kit's sizes (1rem tall, 70% and 40% wide).
it('gives a loading row’s bars a notification’s height and widths', async () => {
  const { container } = await renderTranslated(<NotificationListSkeleton rows={2} />);
  const rows = container.querySelectorAll<HTMLElement>('li');
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row.style.getPropertyValue('--skeleton-bar-height')).toBe('0.875rem');
    expect(row.style.getPropertyValue('--skeleton-bar-width')).toBe('min(100%, 26rem)');
    expect(row.style.getPropertyValue('--skeleton-bar-short-width')).toBe('8rem');
  }
});
