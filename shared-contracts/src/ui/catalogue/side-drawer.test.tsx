/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SideDrawer } from './side-drawer';

beforeAll(() => {
  // jsdom has <dialog> but not its modal API; the browser's part here is only the `open` attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <SideDrawer
        open={open}
        onClose={() => setOpen(false)}
        title="Filter listings"
        closeLabel="Close filters"
        footer={<button type="button">Show results</button>}
      >
        <label>
          <input type="checkbox" /> Rare
        </label>
      </SideDrawer>
    </>
  );
}

const drawer = () => screen.queryByRole('dialog', { name: 'Filter listings' });

describe('SideDrawer', () => {
  it('opens as a dialog named by its title, with focus on its first control', async () => {
    render(<Filters />);
    expect(drawer()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));

    expect(drawer()).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Rare' })).toBeInTheDocument();
  });

  it('closes on Escape, on its close button and on a click beside the panel', async () => {
    render(<Filters />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Filters', hidden: true }));

    await open();
    fireEvent(drawer()!, new Event('cancel', { cancelable: true }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');

    await open();
    fireEvent.click(drawer()!);
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });

  it('keeps Tab inside: from the last control it goes back to the first', async () => {
    render(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // jsdom lays nothing out; every control of the drawer counts as shown.
    for (const control of drawer()!.querySelectorAll<HTMLElement>('button, input')) control.getClientRects = () => [{}] as unknown as DOMRectList;
    screen.getByRole('button', { name: 'Show results' }).focus();

    fireEvent.keyDown(drawer()!, { key: 'Tab' });

    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
  });
});
