import {
  type CommunicationPreferencesUpdate,
  communicationPreferencesSchema,
  unsubscribeOutcomeSchema,
} from '../../wire/schemas/communication-preference-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

const PREFERENCES_PATH = '/api/users/self/communication-preferences';

/**
 * The signed-in person's e-mail choices by category (spec §2 `/communications`); the spec's one switch
 * stays `userSettings.setCommunications`, and the one-click unsubscribe `emailKeys.unsubscribeCommunications`.
 */
export function createCommunicationPreferencesApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/users/self/communication-preferences` → the master switch and each category; a failure rejects. */
    read: ({ signal }: RequestOptions = {}) => transport.request('main', { path: PREFERENCES_PATH, schema: communicationPreferencesSchema, signal }),
    /** Extension: `PUT /api/users/self/communication-preferences` (every category) → what is stored now; a failure rejects. */
    save: (body: CommunicationPreferencesUpdate) =>
      transport.request('main', { method: 'PUT', path: PREFERENCES_PATH, body, schema: communicationPreferencesSchema }),
    /**
     * Extension: `POST /api/keys/resubscribe-communications` (the unsubscribe link's key) → communications on again.
     * Only within `RESUBSCRIBE_WINDOW_MS` after the key was followed; later, or any other key, is a 404 that rejects.
     */
    undoUnsubscribe: (key: string) =>
      transport.request('main', {
        method: 'POST',
        path: '/api/keys/resubscribe-communications',
        body: { key },
        schema: unsubscribeOutcomeSchema,
      }),
  };
}

export type CommunicationPreferencesApi = ReturnType<typeof createCommunicationPreferencesApi>;
