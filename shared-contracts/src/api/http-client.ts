import { z } from 'zod';
import { ApiError } from './api-error';

export interface HttpClient {
  /** GETs `path` and returns the envelope's payload, validated by `payloadSchema`. */
  getPayload<S extends z.ZodType>(path: string, payloadSchema: S): Promise<z.infer<S>>;
}

const envelopeSchema = z.object({ status: z.number(), message: z.string(), payload: z.unknown() });

/**
 * The transport every API function sits on: one base URL, the JSON envelope unwrapped,
 * and the answer validated at the seam so a malformed body is a failure, never half-rendered.
 */
export function createHttpClient(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): HttpClient {
  const origin = baseUrl.replace(/\/+$/, '');
  return {
    async getPayload(path, payloadSchema) {
      const request = `GET ${path}`;
      let response: Response;
      try {
        response = await fetchImpl(`${origin}${path}`, { headers: { Accept: 'application/json' } });
      } catch (error) {
        throw new ApiError(request, 0, `Network error: ${request}`, { kind: 'network', cause: error });
      }
      if (!response.ok) throw new ApiError(request, response.status, `${response.status} Fetch error: ${request}`);
      const envelope = envelopeSchema.safeParse(await response.json().catch(() => undefined));
      const payload = envelope.success ? payloadSchema.safeParse(envelope.data.payload) : undefined;
      if (!payload?.success) {
        throw new ApiError(request, response.status, `Malformed answer: ${request}`, { kind: 'malformed' });
      }
      return payload.data;
    },
  };
}
