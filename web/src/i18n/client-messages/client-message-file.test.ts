import { locales } from '@seedshop/locales';
import { uiIconData } from '@/ui/icon/icon-data.server';
import { describe, expect, it, vi } from 'vitest';
import { clientCatalogues } from './client-catalogues';
import { messageFileBody, messageFilePath } from './client-message-file';

vi.mock('server-only', () => ({}));

describe('client message files', () => {
  it('gives each language a file named by its content that sets exactly its client catalogue', () => {
    const names = new Set<string>();
    for (const locale of locales) {
      const path = messageFilePath(locale);
      expect(path).toMatch(new RegExp(`^/builds/messages/${locale}\\.[A-Za-z0-9_-]{16}\\.js$`));
      const name = path.split('/').pop() ?? '';
      names.add(name);
      const body = messageFileBody(name);
      const target: { __seedshopMessages?: unknown } = {};
      new Function('self', body ?? '')(target);
      expect(target.__seedshopMessages).toEqual({ locale, messages: clientCatalogues[locale], icons: uiIconData() });
    }
    expect(names.size).toBe(locales.length);
  });

  it('knows no other name', () => {
    expect(messageFileBody('en.0000000000000000.js')).toBeNull();
    expect(messageFileBody('../../etc/passwd')).toBeNull();
    expect(messageFileBody('')).toBeNull();
  });
});
