import { createClient } from '@sanity/client';
import { createWorkspaceFromConfig } from 'sanity';
import { describe, expect, it } from 'vitest';
import { lakeOnlyFeatures } from './lake-features';

const base = { name: 'default', projectId: 'local', dataset: 'production', schema: { types: [] } };

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

async function toolNames(config: Record<string, unknown>): Promise<string[]> {
  const workspace = await createWorkspaceFromConfig({ ...base, ...config, currentUser, getClient });
  return workspace.tools.map((tool) => tool.name);
}

describe('the Studio on the lake', () => {
  it('has no Releases or Scheduled Drafts tool (hosted services the lake does not run)', async () => {
    // Releases off alone still leaves the tool (named "releases"), showing Scheduled Drafts:
    // sanity 5 turns scheduled drafts on by default.
    expect(await toolNames({ releases: { enabled: false }, scheduledPublishing: { enabled: false } })).toContain(
      'releases',
    );
    expect(await toolNames(lakeOnlyFeatures)).toEqual([]);
  });
});
