import { existsSync, readFileSync } from 'node:fs';

export interface ClientReport {
  event: string;
  status: number;
  message: string;
  /** `params.data` of the entry, a JSON string. */
  data: string;
}

/** The client error reports (`POST /api/log`) the API of this run printed to its log (playwright.config sets API_LOG_FILE). */
export function clientReports(): ClientReport[] {
  const file = process.env.API_LOG_FILE;
  if (!file || !existsSync(file)) throw new Error('The API log of this run is missing: start the suite through playwright.config.ts');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"clientReport"'))
    .map((line) => (JSON.parse(line) as { clientReport: ClientReport }).clientReport);
}
