'use client';

import type { Locale } from '@seedshop/locales';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { pathTo } from '@/routing/paths';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { createComparisonApi } from './comparison-api';
import type { ComparisonListPage, ComparisonListSummary } from './comparison-model';
import { publishComparison } from './comparison-store';
import { RenameListForm } from './rename-list-form';

/** The absolute address of a list's read-only page, to copy and send. */
export function shareUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}${pathTo(locale, 'sharedComparison', { token })}`;
}

function SavedList({
  locale,
  list,
  onChanged,
  onDeleted,
}: {
  readonly locale: Locale;
  readonly list: ComparisonListSummary;
  readonly onChanged: (list: ComparisonListSummary) => void;
  readonly onDeleted: () => void;
}) {
  const intl = useIntl();
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState<'open' | 'delete' | null>(null);
  const api = useMemo(
    () =>
      createComparisonApi({
        network: intl.formatMessage({ id: 'form.error.network' }),
        unexpected: intl.formatMessage({ id: 'comparison.error.load' }),
      }),
    [intl],
  );
  const headingId = `list-${list.id}`;

  const open = async () => {
    setBusy('open');
    try {
      const result = await api.open(list.id);
      if (!result.ok) return notify.error(result.message);
      publishComparison(result.value);
      router.push(pathTo(locale, 'comparison'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      const result = await api.deleteList(list.id);
      if (!result.ok) return notify.error(result.message);
      notify.success(intl.formatMessage({ id: 'comparison.lists.deleted' }, { name: list.name }));
      onDeleted();
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    const url = shareUrl(window.location.origin, locale, list.shareToken);
    try {
      await navigator.clipboard.writeText(url);
      notify.success(intl.formatMessage({ id: 'comparison.lists.copied' }));
    } catch {
      notify.info(intl.formatMessage({ id: 'comparison.lists.copyManually' }, { url }));
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-ink-200 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {list.name}
        </h2>
        <p className="text-sm text-ink-700">
          {intl.formatMessage({ id: 'comparison.lists.productCount' }, { count: list.products.length })}
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'comparison.lists.products' })}>
        {list.products.map((product) => (
          <li
            key={product.id}
            className="flex items-center gap-2 rounded-md bg-ink-50 py-1 pr-3 pl-1 text-sm text-ink-800"
          >
            {/* Plain <img>: the shop serves small SVG illustrations. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={product.imageUrl} alt="" width={32} height={32} className="size-8 rounded" />
            {product.name}
          </li>
        ))}
      </ul>
      {renaming ? (
        <RenameListForm
          list={list}
          api={api}
          onDone={(renamed) => {
            setRenaming(false);
            if (renamed !== null) onChanged(renamed);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon="lucide:git-compare" loading={busy === 'open'} onClick={() => void open()}>
            {intl.formatMessage({ id: 'comparison.lists.open' })}
          </Button>
          <Button size="sm" variant="secondary" icon="lucide:pencil" onClick={() => setRenaming(true)}>
            {intl.formatMessage({ id: 'comparison.lists.rename' })}
          </Button>
          <Button size="sm" variant="secondary" icon="lucide:link" onClick={() => void copy()}>
            {intl.formatMessage({ id: 'comparison.lists.copyLink' })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon="lucide:trash-2"
            loading={busy === 'delete'}
            onClick={() => void remove()}
            aria-label={intl.formatMessage({ id: 'comparison.lists.deleteNamed' }, { name: list.name })}
          >
            {intl.formatMessage({ id: 'comparison.lists.delete' })}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The customer's saved comparison lists: reopen, rename, share, delete. */
export function ComparisonListsPage({ locale }: { readonly locale: Locale }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<ComparisonListPage | null>(null);
  const [failed, setFailed] = useState(false);

  // Bumped after a delete: the page is read again (the shop renumbers the pages).
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let active = true;
    const api = createComparisonApi({
      network: intl.formatMessage({ id: 'form.error.network' }),
      unexpected: intl.formatMessage({ id: 'comparison.error.load' }),
    });
    void api.lists(page).then((result) => {
      if (!active) return;
      setFailed(!result.ok);
      if (result.ok) setLoaded(result.value);
    });
    return () => {
      active = false;
    };
  }, [intl, page, reloads]);

  if (failed) {
    return (
      <p role="alert" className="text-danger-700">
        {intl.formatMessage({ id: 'comparison.error.load' })}
      </p>
    );
  }
  if (loaded === null) {
    return (
      <p role="status" className="text-ink-700">
        {intl.formatMessage({ id: 'comparison.loading' })}
      </p>
    );
  }
  if (loaded.total === 0) {
    return <p className="text-ink-700">{intl.formatMessage({ id: 'comparison.lists.empty' })}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">
        {intl.formatMessage({ id: 'comparison.lists.count' }, { count: loaded.total, max: loaded.maxLists })}
      </p>
      <ul className="flex flex-col gap-4">
        {loaded.lists.map((list) => (
          <SavedList
            key={list.id}
            locale={locale}
            list={list}
            onChanged={(changed) =>
              setLoaded({ ...loaded, lists: loaded.lists.map((item) => (item.id === changed.id ? changed : item)) })
            }
            onDeleted={() => {
              // The last list of a later page gone: the page before shows (the effect loads it).
              if (page > 1 && loaded.lists.length === 1) setPage(page - 1);
              else setReloads((count) => count + 1);
            }}
          />
        ))}
      </ul>
      {loaded.pageCount > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'comparison.lists.pages' })} className="flex items-center gap-3">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {intl.formatMessage({ id: 'comparison.lists.previous' })}
          </Button>
          <span className="text-sm text-ink-700">
            {intl.formatMessage({ id: 'comparison.lists.page' }, { page, count: loaded.pageCount })}
          </span>
          <Button size="sm" variant="secondary" disabled={page >= loaded.pageCount} onClick={() => setPage(page + 1)}>
            {intl.formatMessage({ id: 'comparison.lists.next' })}
          </Button>
        </nav>
      )}
    </div>
  );
}
