import { createClient } from '@sanity/client';
import { createSourceFromConfig } from 'sanity';
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure';
import { describe, expect, it } from 'vitest';
import config from '../../sanity.config';
import { deskStructure } from './desk-structure';

// Resolved offline: the signed-in editor and a client are given, so nothing is fetched.
const currentUser = {
  id: 'p-local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
};
const getClient = ({ apiVersion }: { apiVersion: string }) =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion,
    useCdn: false,
    apiHost: 'https://localhost:3333',
    useProjectHostname: false,
  });

type Pane = {
  id: string;
  items?: { id: string; child?: unknown }[];
  child?: unknown;
  canHandleIntent?: (
    intent: string,
    params: Record<string, string>,
    context: { pane: unknown; index: number },
  ) => boolean;
};

async function resolveChild(parent: Pane, itemId: string, index: number): Promise<Pane> {
  const item = parent.items?.find((candidate) => candidate.id === itemId);
  const child = item?.child as ((id: string, options: object) => unknown) | { serialize: () => Pane } | undefined;
  const resolved =
    typeof child === 'function' ? await child(itemId, { parent, index, splitIndex: 0, path: [] }) : child;
  return (resolved as { serialize?: (options: object) => Pane }).serialize?.({ path: [] }) ?? (resolved as Pane);
}

describe('desk structure', () => {
  it('lets "+" in a language list create the document in that language, in that list', async () => {
    const source = await createSourceFromConfig({ ...config, currentUser, getClient } as Parameters<
      typeof createSourceFromConfig
    >[0]);
    const S: StructureBuilder = createStructureBuilder({ source, perspectiveStack: [] });
    const root = (await deskStructure(S, {} as never)) as { serialize: (options: object) => Pane };
    const types = await resolveChild(root.serialize({ path: [] }), 'promotion', 1);
    const english = await resolveChild(types, 'promotion-en', 2);
    const german = await resolveChild(types, 'promotion-de', 2);
    const create = (template: string) => ({ type: 'promotion', template });

    expect(english.canHandleIntent?.('create', create('promotion-en'), { pane: english, index: 2 })).toBe(true);
    expect(english.canHandleIntent?.('create', create('promotion-de'), { pane: english, index: 2 })).toBe(false);
    expect(german.canHandleIntent?.('create', create('promotion-de'), { pane: german, index: 2 })).toBe(true);
  });
});
