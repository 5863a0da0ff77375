const PROBE_ORIGIN = 'https://marketplace.invalid';

/**
 * True for a path of this site ('/store/x?tab=1'); false for anything a browser would take to
 * another origin or another scheme: 'https://evil.example', '//evil.example', '/\\evil.example',
 * 'javascript:…', or paths hiding those behind control characters. The one test for every
 * redirect target: the `redirect` query, the sign-in return and the server's redirect rules.
 */
export function isSitePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point of this check
  if (/[\u0000-\u001f\u007f]/.test(target)) return false;
  if (!URL.canParse(target, PROBE_ORIGIN)) return false;
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}
