'use client';

import { localeTag, type Locale } from '@seedshop/locales';
import { shopApiPath } from '@seedshop/urls';
import { clsx } from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { nextActive } from './next-active';
import type { SuggestionOption } from './suggestions';

/** Pause after the last keystroke before asking the shop (spec: search as you type, not per key). */
const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;
const MAX_LENGTH = 100;
const MAX_REMEMBERED = 30;

interface SearchBoxProps {
  readonly locale: Locale;
  /** The search results page in this language. */
  readonly searchPath: string;
  readonly id: string;
  readonly placeholder: string;
  readonly className?: string;
}

/**
 * On the search results page, hands the searched words to the header's field, so the shopper
 * sees (and can edit) what they searched — also after "Did you mean" or back/forward. Apart
 * from the field (in its own Suspense boundary), so reading the URL never holds back the
 * statically rendered header.
 */
function SearchedWords({
  searchPath,
  onWords,
}: {
  readonly searchPath: string;
  readonly onWords: (words: string) => void;
}) {
  const pathname = usePathname();
  const q = useSearchParams().get('q');
  const onSearchPage = pathname === searchPath;
  useEffect(() => {
    if (onSearchPage && q !== null) onWords(q.slice(0, MAX_LENGTH));
  }, [onSearchPage, q, onWords]);
  return null;
}

/**
 * The header's search field with suggestions (WAI-ARIA combobox with a listbox popup): typing asks
 * the shop after a short pause, arrow keys move through the suggestions, Enter opens the active
 * one (or submits the search form when none is active), Escape closes the list. Without
 * JavaScript it is the plain input of the surrounding GET form.
 */
export function SearchBox({ locale, searchPath, id, placeholder, className }: SearchBoxProps) {
  const intl = useIntl();
  const router = useRouter();
  const listboxId = `${useId()}-suggestions`;
  const [query, setQuery] = useState('');
  // Answers per typed text: going back to an earlier text shows its suggestions at once.
  const [answers, setAnswers] = useState<ReadonlyMap<string, readonly SuggestionOption[]>>(new Map());
  const [latest, setLatest] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = query.trim();

  useEffect(() => {
    if (q.length < MIN_LENGTH || answers.has(q)) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`${shopApiPath('catalogue/suggest')}?${new URLSearchParams({ q }).toString()}`, {
          headers: { 'accept-language': localeTag(locale) },
          signal: controller.signal,
        });
        const body: unknown = response.ok ? await response.json() : null;
        // Reading an answer (and building product links) is code only typing needs.
        const { suggestionOptions } = await import('./suggestions');
        const found = suggestionOptions(body, q, locale, intl.locale, {
          seedBank: intl.formatMessage({ id: 'search.suggest.seedBank' }),
          searchFor: (words) => intl.formatMessage({ id: 'search.suggest.searchFor' }, { q: words }),
        });
        setAnswers((previous) => new Map([...previous].slice(-(MAX_REMEMBERED - 1))).set(q, found));
        setLatest(q);
      } catch {
        // Aborted by the next keystroke, or offline: the form still searches on Enter.
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, answers, locale, intl]);

  // While the answer for the newest text is on its way, the previous suggestions stay.
  const options = q.length < MIN_LENGTH ? [] : (answers.get(q) ?? answers.get(latest) ?? []);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    setActive(-1);
    router.push(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        expanded ? nextActive(current, step, options.length) : step === 1 ? 0 : options.length - 1,
      );
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <Suspense fallback={null}>
        <SearchedWords searchPath={searchPath} onWords={setQuery} />
      </Suspense>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listboxId}-${activeOption.id}` : undefined}
        autoComplete="off"
        maxLength={MAX_LENGTH}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={className}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.suggest.label' })}
        hidden={!expanded}
        className="shell-suggestions"
      >
        {options.map((option, index) => (
          // The keyboard works on the field (combobox pattern); a click on an option is the mouse way.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={option.id}
            id={`${listboxId}-${option.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the field, so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={clsx(
              'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
              index === active ? 'bg-brand-50 text-brand-900' : 'text-ink-900',
              option.kind === 'search' && 'border-t border-ink-100 font-medium text-brand-700',
            )}
          >
            {option.imageUrl !== null && (
              // eslint-disable-next-line @next/next/no-img-element -- a tiny SVG from the shop
              <img src={option.imageUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded" />
            )}
            <span className="min-w-0 flex-1 truncate">{option.label}</span>
            {option.detail !== '' && <span className="shrink-0 text-xs text-ink-600">{option.detail}</span>}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? intl.formatMessage({ id: 'search.suggest.count' }, { count: options.length }) : ''}
      </p>
    </div>
  );
}
