import { createRequire } from 'node:module';
import { getIcons } from '@iconify/utils/lib/icon-set/get-icons';

const require = createRequire(import.meta.url);

type IconifyJSON = Parameters<typeof getIcons>[0];

/**
 * The icon sets the site draws from, served by the API in the Iconify API's own format so the
 * front end needs no third-party icon host (spec §7 icon service). One set keeps the look uniform.
 */
const ICON_SETS: Record<string, () => IconifyJSON> = {
  lucide: () => require('@iconify-json/lucide/icons.json') as IconifyJSON,
};

const loaded = new Map<string, IconifyJSON>();

function iconSet(prefix: string): IconifyJSON | null {
  const load = ICON_SETS[prefix];
  if (!load) return null;
  let set = loaded.get(prefix);
  if (!set) {
    set = load();
    loaded.set(prefix, set);
  }
  return set;
}

/** The named icons of a set (aliases resolved, unknown names listed in `not_found`); null for an unknown set. */
export function iconsOf(prefix: string, names: readonly string[]): IconifyJSON | null {
  const set = iconSet(prefix);
  return set ? getIcons(set, [...names], true) : null;
}
