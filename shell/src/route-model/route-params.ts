/** Route parameters as React Router hands them over. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Validity checks of route parameters: a failing check gives the 404 page (spec §2). */
export const isSlug = (value: string | undefined): value is string => value !== undefined && SLUG.test(value);
export const isId = (value: string | undefined): value is string => value !== undefined && ID.test(value);

/** Reads a parameter the route pattern guarantees; validity checks have run before this is called. */
export function param(params: RouteParams, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`Route parameter '${name}' is missing`);
  return value;
}
