import { render, screen } from '@testing-library/react';
import { CardSkeleton } from './dashboard-card';

// The height is an inline style of the card's stack: declared in dashboard.module.css, it was renamed by the build
// for that module alone, and the bars kept the kit's 1rem.
it('gives a loading card’s bars the height of its figures’ lines', () => {
  render(<CardSkeleton lines={3} label="Loading the balance" />);
  expect(screen.getByRole('status').style.getPropertyValue('--skeleton-bar-height')).toBe('1.25rem');
});
