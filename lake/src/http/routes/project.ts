import { sendJson, writeHead } from '../json';
import type { LakeContext, Route } from '../route-contract';

const ADMINISTRATOR = { name: 'administrator', title: 'Administrator' };

/**
 * Grants the Studio evaluates before it offers editing (`/projects/<p>/datasets/<ds>/acl`); a 404
 * here crashes it. The local editor may do everything; anonymous readers see published documents.
 */
const EDITOR_GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }];
const ANONYMOUS_GRANTS = [
  { filter: '!(_id in path("drafts.**")) && !(_id in path("versions.**"))', permissions: ['read'] },
];

/** Authors that appear in the transaction log besides the editor (history shows their names). */
function knownUsers(lake: LakeContext) {
  return [
    { id: lake.editor.id, displayName: lake.editor.name, email: lake.editor.email },
    { id: 'system-import', displayName: 'Content import' },
  ];
}

/**
 * Project-level endpoints the Studio needs: the current user, user lookups for history and
 * presence, and dataset grants. Everything else the Studio probes here (`/projects/<p>`,
 * `/features`, …) answers the router's 404, which it tolerates; `/users/me/keyvalue` is keyvalue.ts.
 */
export const projectRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/users\/me\/?$/,
    access: 'public',
    async handle(_req, res, { user }) {
      // Sanity answers an empty object to a caller without a session; the Studio then asks to sign in.
      if (user.kind !== 'editor') return sendJson(res, 200, {});
      sendJson(res, 200, {
        id: user.id,
        name: user.name,
        email: user.email,
        role: ADMINISTRATOR.name,
        roles: [ADMINISTRATOR],
        provider: 'local',
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/users\/(?<ids>[^/]+)\/?$/,
    access: 'public',
    async handle(_req, res, { lake, params }) {
      const wanted = new Set((params.ids ?? '').split(','));
      sendJson(
        res,
        200,
        knownUsers(lake)
          .filter((known) => wanted.has(known.id))
          .map(({ id, displayName }) => ({ id, displayName, imageUrl: null })),
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/projects\/(?<projectId>[^/]+)\/datasets\/(?<dataset>[^/]+)\/acl\/?$/,
    access: 'public',
    async handle(_req, res, { user }) {
      sendJson(res, 200, user.kind === 'editor' ? EDITOR_GRANTS : ANONYMOUS_GRANTS);
    },
  },
  {
    method: 'GET',
    pattern: /^\/(data\/)?ping(\/[^/]+)?\/?$/,
    access: 'public',
    async handle(_req, res) {
      writeHead(res, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('PONG');
    },
  },
];
