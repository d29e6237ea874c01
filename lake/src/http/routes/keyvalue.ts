import {
  KEYS_PER_USER_MAX,
  VALUE_MAX_BYTES,
  isValidKey,
  type KeyValue,
  type KeyValueStore,
} from '../../store/key-value-store';
import { badRequest, readJson, sendJson } from '../json';
import type { Route } from '../route-contract';

/**
 * The Studio's per-user settings (`client.request({uri: '/users/me/keyvalue/…'})`): Vision's
 * saved queries, remembered pane widths and the like. `GET /users/me/keyvalue/<key,key>` answers
 * `[{key, value}]` (null for a key never set); `PUT /users/me/keyvalue` with `[{key, value}]`
 * stores them (null removes) and answers the stored pairs. Kept in the data folder, per user.
 */
export function keyValueRoutes(store: KeyValueStore): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/users\/me\/keyvalue\/(?<keys>[^/]+)\/?$/,
      access: 'editor',
      async handle(_req, res, { params, user }) {
        if (user.kind !== 'editor') return;
        let keys: string[];
        try {
          keys = (params.keys ?? '').split(',').map((key) => decodeURIComponent(key));
        } catch {
          throw badRequest('A key is not valid URL encoding');
        }
        const invalid = keys.find((key) => !isValidKey(key));
        if (invalid !== undefined)
          throw badRequest(`Invalid key "${invalid}": 1–200 characters, no commas or control characters`);
        sendJson(res, 200, await store.get(user.id, keys));
      },
    },
    {
      method: 'PUT',
      pattern: /^\/users\/me\/keyvalue\/?$/,
      access: 'editor',
      async handle(req, res, { user }) {
        if (user.kind !== 'editor') return;
        const body = await readJson(req);
        if (!Array.isArray(body) || body.length === 0) throw badRequest('Expected a non-empty array of {key, value}');
        const pairs: KeyValue[] = [];
        for (const entry of body as unknown[]) {
          if (typeof entry !== 'object' || entry === null || !('key' in entry))
            throw badRequest('Each entry needs a key and a value');
          const { key, value } = entry as { key: unknown; value?: unknown };
          if (!isValidKey(key))
            throw badRequest(`Invalid key ${JSON.stringify(key)}: 1–200 characters, no commas or control characters`);
          if (Buffer.byteLength(JSON.stringify(value ?? null)) > VALUE_MAX_BYTES) {
            throw badRequest(`The value of "${key}" is larger than ${VALUE_MAX_BYTES} bytes`);
          }
          pairs.push({ key, value: value ?? null });
        }
        try {
          sendJson(res, 200, await store.set(user.id, pairs));
        } catch (error) {
          if (error instanceof RangeError) throw badRequest(`A user keeps at most ${KEYS_PER_USER_MAX} keys`);
          throw error;
        }
      },
    },
  ];
}
