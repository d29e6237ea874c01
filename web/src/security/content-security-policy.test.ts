import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, studioOrigin } from './content-security-policy';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the content security policy', () => {
  it('allows scripts by nonce and what they load, never inline script', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'bm9uY2U=', framingStudio: null }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets no site frame a page, and only the Studio frame a draft-mode page', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', framingStudio: null })).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    const draft = directives(contentSecurityPolicy({ nonce: 'n', framingStudio: 'https://localhost:3333' }));
    expect(draft.get('frame-ancestors')).toEqual(["'self'", 'https://localhost:3333']);
    expect(draft.get('connect-src')).toEqual(["'self'", 'https://localhost:3333']);
  });

  it('draws a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('names the Studio by its origin', () => {
    expect(studioOrigin('https://s.example/studio')).toBe('https://s.example');
    expect(studioOrigin('not a url')).toBeNull();
    expect(studioOrigin(null)).toBeNull();
  });
});
