import { buildMetaSchema, latestBuildSchema, type RedirectRule } from '@marketplace/contracts/wire';

export interface RedirectRulesSourceOptions {
  fetch?: typeof fetch;
  /** Where the shell is served from; the build files sit under `builds/` there. */
  baseUrl?: string;
  onError?: (error: unknown) => void;
}

export interface RedirectRulesSource {
  /** The rules of the running build; fetched on first use, empty when they cannot be had. */
  rules(): Promise<readonly RedirectRule[]>;
  /** Asks `builds/latest.json` again and, when the build changed, reads its rules (the poll). */
  refresh(): Promise<void>;
}

/**
 * Server redirect rules (spec §7: `builds/latest.json` polled for the build id, then
 * `builds/meta/{buildId}.json`). A failure keeps the rules already known: a deploy in progress
 * must not make every rule vanish.
 */
export function createRedirectRulesSource({
  fetch: fetchImpl = (...args) => fetch(...args),
  baseUrl = '/',
  onError = () => {},
}: RedirectRulesSourceOptions = {}): RedirectRulesSource {
  let known: { buildId: string; rules: readonly RedirectRule[] } | null = null;
  let first: Promise<void> | null = null;

  async function readJson(path: string): Promise<unknown> {
    const response = await fetchImpl(new URL(path, new URL(baseUrl, window.location.href)).href, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status} Fetch error: GET ${path}`);
    return response.json();
  }

  async function refresh(): Promise<void> {
    try {
      const { buildId } = latestBuildSchema.parse(await readJson('builds/latest.json'));
      if (known?.buildId === buildId) return;
      const meta = buildMetaSchema.parse(await readJson(`builds/meta/${encodeURIComponent(buildId)}.json`));
      known = { buildId, rules: meta.redirects };
    } catch (error) {
      onError(error);
    }
  }

  return {
    async rules() {
      first ??= refresh();
      await first;
      return known?.rules ?? [];
    },
    refresh,
  };
}
