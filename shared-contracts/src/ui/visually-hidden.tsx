import type { ComponentPropsWithoutRef } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/**
 * Text that screen readers read but the page does not draw: a skeleton's "Loading…" status, the name
 * of an icon-only button, "(opens in a new tab)" after a link. It stays in the accessibility tree
 * (unlike `hidden` or `display: none`) and takes no room. A `<span>` taken out of the flow
 * (`position: absolute`), so the nearest positioned ancestor should be the box it belongs to. Other
 * props (`role`, `id`, …) go on the span; a `className` is added to the kit's.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden} />;
}
