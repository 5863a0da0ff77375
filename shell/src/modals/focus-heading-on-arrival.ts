/** The heading a modal body shows first (its title, `<h2>`), inside the dialog. */
const HEADING = 'h2';
/** How React hides a suspended boundary's old content (an inline `display: none`), or a body hides a part of itself. */
const HIDDEN = '[hidden], [style*="display: none"]';

/**
 * Moves keyboard focus to the heading of the dialog's body once it is there: a body whose code is a
 * chunk of its own (a remote's step) arrives after the dialog has opened, so this waits for it. The
 * heading becomes focusable by script only (`tabindex=-1`), so Tab still walks the controls alone.
 * Returns the function that stops waiting (the step changed, the dialog closed).
 */
export function focusHeadingOnArrival(container: HTMLElement): () => void {
  const focusHeading = (): boolean => {
    // The step before may linger hidden (React keeps a suspended boundary's old content, display: none, until the
    // new one is here): only a heading on screen is the step's.
    const heading = [...container.querySelectorAll<HTMLElement>(HEADING)].find((candidate) => !candidate.closest(HIDDEN));
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return () => observer.disconnect();
}
