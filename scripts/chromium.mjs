import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

/** Flags that keep Debian's Chromium off the (closed) network and quiet on this machine. */
export const CHROMIUM_ARGS = createRequire(import.meta.url)('../tooling/chromium-args.json');

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}
