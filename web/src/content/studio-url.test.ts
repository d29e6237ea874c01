import { describe, expect, it } from 'vitest';
import { studioUrlFrom } from './studio-url';

describe('the Studio editors work in', () => {
  it('is the configured one, else the lake’s own, else none for a hosted project', () => {
    const lake = { LAKE_URL: 'https://localhost:3333' };
    expect(studioUrlFrom(lake)).toBe('https://localhost:3333');
    expect(studioUrlFrom({ ...lake, SANITY_STUDIO_URL: 'https://studio.example' })).toBe('https://studio.example');
    expect(studioUrlFrom({ ...lake, SANITY_PROJECT_ID: 'p1abc' })).toBeNull();
    expect(studioUrlFrom({ ...lake, SANITY_PROJECT_ID: 'p1abc', SANITY_STUDIO_URL: 'https://s.example/studio' })).toBe(
      'https://s.example/studio',
    );
  });
});
