/** A device's name as the API writes it ("Chrome on Linux", "Browser on iOS", "Firefox", "Unknown device"). */
export type DeviceLabel = { browser: string | null; system: string | null };

// The API's words (api/src/devices/device-name.ts): the proper names are kept, the English around them translated.
const ON = ' on ';
const UNNAMED_BROWSER = 'Browser';
const UNKNOWN_DEVICE = 'Unknown device';

/** The browser and system of an API device name, so the page can say them in the reader's language. */
export function deviceLabelOf(name: string): DeviceLabel {
  if (name === UNKNOWN_DEVICE || name.trim() === '') return { browser: null, system: null };
  const on = name.lastIndexOf(ON);
  if (on < 0) return { browser: name, system: null };
  const browser = name.slice(0, on);
  return { browser: browser === UNNAMED_BROWSER ? null : browser, system: name.slice(on + ON.length) };
}
