import { lazy } from 'react';
import { importShellChunk } from '../../federation/shell-chunk';
import { headingKeyOf, isDismissible, registerModal } from '../../modal-queue/modal-registry';
import type { WelcomeStep } from '../../modal-queue/modal-request';

/**
 * A newcomer's welcome (issue 21): the terms, the wallet offer and the cookie choice as steps of one dialog
 * with its progress, instead of two dialogs and a banner one after the other. The shell owns the frame and the
 * order; each step is shown by its own kind's body (the legal remote's terms, the wallet remote's creation
 * form, the shell's cookie choice), and keeps its own rules: the terms cannot be dismissed, Escape declines
 * the wallet and goes on, the cookie choice is answered.
 */
export const welcomeModal = registerModal({
  kind: 'welcome',
  // The dialog is named by the step it shows, as each of those dialogs is on its own.
  headingKey: ({ steps, step }) => headingKeyOf(stepAt(steps, step)),
  dismissible: ({ steps, step }) => isDismissible(stepAt(steps, step)),
  next: ({ steps, step }) => (step + 1 < steps.length ? { kind: 'welcome', steps, step: step + 1 } : null),
  initialFocus: 'heading',
  Body: lazy(() => importShellChunk(() => import('../welcome/welcome-steps')).then((module) => ({ default: module.WelcomeSteps }))),
});

function stepAt(steps: readonly WelcomeStep[], step: number): WelcomeStep {
  const shown = steps[step];
  if (!shown) throw new Error(`The welcome has no step ${step}`);
  return shown;
}
