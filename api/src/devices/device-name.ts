/**
 * A name a person recognises for a User-Agent ("Chrome on Linux"), shown in the device list. Only the
 * common browsers and systems are told apart; the order of the checks matters because most browsers
 * also claim to be Safari, Chrome and Mozilla.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE_NAME = 'Unknown device';

function firstMatch(userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** What a device name says, for a reader in another language: the browser and the system, each null when not recognised. */
export interface DeviceParts {
  browser: string | null;
  system: string | null;
}

/** The parts of a name `deviceNameOf` wrote (the mail of a new sign-in names the device in the reader's language). */
export function devicePartsOfName(name: string): DeviceParts {
  if (name === UNKNOWN_DEVICE_NAME) return { browser: null, system: null };
  const onSystem = / on ([^ ]+)$/.exec(name);
  if (onSystem === null) return { browser: name, system: null };
  const browser = name.slice(0, onSystem.index);
  return { browser: browser === SOME_BROWSER ? null : browser, system: onSystem[1] ?? null };
}

/** The word for a browser not told apart, on a system that was. */
const SOME_BROWSER = 'Browser';

export function deviceNameOf(userAgent: string | undefined): string {
  const browser = userAgent ? firstMatch(userAgent, BROWSERS) : null;
  const system = userAgent ? firstMatch(userAgent, SYSTEMS) : null;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${SOME_BROWSER} on ${system}`;
  return UNKNOWN_DEVICE_NAME;
}
