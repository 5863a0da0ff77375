import type { Locale } from '../../wire/locale/locales';
import { translationFileAnswerSchema } from '../../wire/schemas/translation-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { translationsOrFailure } from '../transport/translation-failure';
import { pathSegment } from './path-segment';

/** Server-owned message files merged into the site's catalogues (spec §7). */
export function createTranslationsApi(transport: ApiTransport) {
  return {
    /**
     * §7 `GET /api/translations/file/{name}?locale=` → the answer `{status, message, payload: messages}`
     * as it came; any failed call gives `{status: 500, message: 'Error fetching {name} translations', payload: null}` (§8).
     */
    fetchTranslationFile: (name: string, locale: Locale) =>
      translationsOrFailure(
        name,
        transport.request('main', {
          path: `/api/translations/file/${pathSegment(name)}`,
          query: { locale },
          schema: translationFileAnswerSchema,
          unwrapped: true,
        }),
      ),
  };
}

export type TranslationsApi = ReturnType<typeof createTranslationsApi>;
