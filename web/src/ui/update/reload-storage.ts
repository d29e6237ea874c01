type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Where the update watcher keeps the time of its last reload: the tab's sessionStorage, or memory
 * where the browser refuses storage — reading `window.sessionStorage` throws a SecurityError when
 * site data is blocked, which includes a third-party frame such as the Studio's preview of the
 * storefront. A page must not fail for it.
 */
export function reloadStorage(read: () => Storage = () => window.sessionStorage): ReloadStorage {
  try {
    const storage = read();
    storage.getItem('seedshop.update.probe');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        memory.set(key, value);
      },
    };
  }
}
