/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import { wrapTabFocus } from './wrap-tab-focus';

function dialogWithButtons() {
  document.body.innerHTML = '<button id="outside">outside</button><div id="dialog"><button id="first">a</button><button id="last">b</button></div>';
  const container = document.getElementById('dialog')!;
  // jsdom lays nothing out; every button counts as shown.
  for (const button of container.querySelectorAll('button')) button.getClientRects = () => [{}] as unknown as DOMRectList;
  return container;
}

const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });

describe('wrapTabFocus', () => {
  it('moves Tab from the last control to the first', () => {
    const container = dialogWithButtons();
    document.getElementById('last')!.focus();
    const event = tab();

    wrapTabFocus(event, container);

    expect(document.activeElement?.id).toBe('first');
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('moves Shift+Tab from the first control to the last', () => {
    const container = dialogWithButtons();
    document.getElementById('first')!.focus();

    wrapTabFocus(tab(true), container);

    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves Tab between controls inside to the browser', () => {
    const container = dialogWithButtons();
    document.getElementById('first')!.focus();
    const event = tab();

    wrapTabFocus(event, container);

    expect(document.activeElement?.id).toBe('first');
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('brings focus back in from outside', () => {
    const container = dialogWithButtons();
    document.getElementById('outside')!.focus();

    wrapTabFocus(tab(), container);

    expect(document.activeElement?.id).toBe('first');
  });
});
