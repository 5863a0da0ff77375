/** Whether a failed query broke a unique constraint; drizzle wraps the driver's error as `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
