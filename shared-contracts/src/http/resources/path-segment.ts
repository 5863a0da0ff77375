/**
 * A caller's value as one path segment (`/api/users/{usernameOrId}`). Encoding alone is not enough:
 * URLs resolve `.` and `..` (also written `%2e`) as dot segments, so `/api/users/..` would ask `/api/`.
 * Neither, nor an empty segment, is a name or id of anything, so they are refused before any call.
 */
export function pathSegment(value: string): string {
  if (value === '' || /^(?:\.|%2e){1,2}$/i.test(value)) throw new TypeError(`Not a path segment: '${value}'`);
  return encodeURIComponent(value);
}
