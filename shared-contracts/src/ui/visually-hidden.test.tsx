/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers: it names the button it is in', () => {
    render(
      <button type="button">
        <span aria-hidden="true">🔔</span>
        <VisuallyHidden>Notifications</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('passes role, id and other attributes to its span, so a status is found by its role', () => {
    render(
      <VisuallyHidden role="status" id="loading" aria-live="polite">
        Loading…
      </VisuallyHidden>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status.tagName).toBe('SPAN');
    expect(status).toHaveAttribute('id', 'loading');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('adds a given class to its own', () => {
    render(<VisuallyHidden className="extra">Opens in a new tab</VisuallyHidden>);
    expect(screen.getByText('Opens in a new tab')).toHaveClass('visuallyHidden', 'extra');
  });
});
