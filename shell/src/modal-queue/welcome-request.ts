import type { ModalQueue } from './modal-queue';
import type { ModalRequest, WelcomeRequest, WelcomeStep } from './modal-request';

/** The welcome of these steps, from the first; one step alone is just that step's own modal. */
export function welcomeOf(steps: readonly WelcomeStep[]): ModalRequest | null {
  const [first] = steps;
  if (!first) return null;
  return steps.length === 1 ? first : { kind: 'welcome', steps, step: 0 };
}

/** Whether a request offers a new wallet: the wallet-create prompt in create mode, alone or as a welcome's step. */
export function offersNewWallet(request: ModalRequest): boolean {
  const isOffer = (candidate: { kind: string; mode?: string }) => candidate.kind === 'wallet-create' && candidate.mode === 'create';
  return request.kind === 'welcome' ? request.steps.some(isOffer) : isOffer(request);
}

/**
 * Takes the steps that match out of every welcome waiting or shown (the wallet's, on `/rescue`, spec §4);
 * a welcome left with nothing to show from its step on ends.
 */
export function dropWelcomeSteps(modals: ModalQueue, matches: (step: WelcomeStep) => boolean): void {
  for (const { key, request } of modals.store.getState().queue) {
    if (request.kind !== 'welcome' || !request.steps.some(matches)) continue;
    const before = request.steps.slice(0, request.step).filter((step) => !matches(step));
    const rest = request.steps.slice(request.step).filter((step) => !matches(step));
    if (rest.length === 0) modals.close(key);
    else modals.update(key, { kind: 'welcome', steps: [...before, ...rest], step: before.length } satisfies WelcomeRequest);
  }
}
