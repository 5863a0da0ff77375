import { runtimeConfigSchema, type RuntimeConfig } from './runtime-config-schema';

export class RuntimeConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`config.json is not valid: ${problems.join('; ')}`);
    this.name = 'RuntimeConfigError';
  }
}

/** Parses `config.json`; every problem names its field, so an operator can fix it without reading code. */
export function validateRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const base = issue.path.join('.');
      return issue.keys.map((key) => `field '${base ? `${base}.${key}` : key}' is not a known setting`).join('; ');
    }
    if (issue.path.length === 0) return 'the file must hold one JSON object';
    const field = issue.path.join('.');
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return missing ? `field '${field}' is missing` : `field '${field}' ${issue.message}`;
  });
  throw new RuntimeConfigError(problems);
}
