import { act, renderHook } from '@testing-library/react';
import type { PasswordScore } from '@marketplace/contracts/browser';
import { useWalletSecret } from './use-wallet-secret';

type Scorer = (password: string) => PasswordScore;
let answerScorer: (scorer: Scorer) => void = () => undefined;
let scorerLoaded: Promise<Scorer>;

// The strength scorer loads lazily (large dictionaries): held back here until a test lets it answer.
jest.mock('@marketplace/contracts/browser', () => ({
  ...jest.requireActual('@marketplace/contracts/browser'),
  loadPasswordScorer: () => scorerLoaded,
}));

beforeEach(() => {
  scorerLoaded = new Promise((resolve) => (answerScorer = resolve));
});

const STRONG = 'Velvet-otter-canyon-1987!';

/** Submits while the scorer still loads, then lets it answer `score`: what the attempt says. */
async function attemptBeforeScorerAnswers(attempt: () => Promise<boolean>, score: PasswordScore): Promise<boolean | undefined> {
  let ready: boolean | undefined;
  const attempted = act(async () => {
    ready = await attempt();
  });
  answerScorer(() => score);
  await attempted;
  return ready;
}

describe('useWalletSecret', () => {
  it('answers a submit made before the strength is known, once the scorer has judged the password', async () => {
    const { result } = renderHook(() => useWalletSecret('password'));
    act(() => result.current.fields.onChange({ password: STRONG, confirmation: STRONG, stored: true }));
    expect(result.current.fields.score).toBeNull();

    expect(await attemptBeforeScorerAnswers(result.current.attempt, 4)).toBe(true);
    expect(result.current.password).toBe(STRONG);
  });

  it('refuses a weak password the same way, and shows the errors from then on', async () => {
    const { result } = renderHook(() => useWalletSecret('password'));
    act(() => result.current.fields.onChange({ password: 'password123', confirmation: 'password123', stored: true }));

    expect(await attemptBeforeScorerAnswers(result.current.attempt, 0)).toBe(false);
    expect(result.current.fields.showErrors).toBe(true);
  });

  it('asks nothing of a Google or Apple sign-in, whose secret the sign-in releases', async () => {
    const { result } = renderHook(() => useWalletSecret('google'));

    await expect(act(() => result.current.attempt())).resolves.toBe(true);
    expect(result.current.password).toBeNull();
  });
});
