'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useState, type FormEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { pathTo } from '@/routing/paths';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { notify } from '@/ui/toast/notify';
import { createComparisonApi } from './comparison-api';

/** Saves the current comparison under a name (signed-in customers); the name stays when saving fails. */
export function SaveComparisonForm({ locale }: { readonly locale: Locale }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const api = createComparisonApi({
        network: intl.formatMessage({ id: 'form.error.network' }),
        unexpected: intl.formatMessage({ id: 'comparison.error.load' }),
      });
      const result = await api.save(name);
      if (!result.ok) {
        const fieldError = result.fieldErrors['name']?.[0];
        if (fieldError !== undefined) setError(fieldError);
        else notify.error(result.message);
        return;
      }
      setSaved(result.value.name);
      notify.success(intl.formatMessage({ id: 'comparison.save.done' }, { name: result.value.name }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="save-comparison"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-ink-200 p-4"
    >
      <h2 id="save-comparison" className="text-lg font-semibold text-ink-900">
        {intl.formatMessage({ id: 'comparison.save.heading' })}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          intl={intl}
          name="name"
          required
          maxLength={80}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          label={intl.formatMessage({ id: 'comparison.save.name' })}
          error={error ?? undefined}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button type="submit" loading={busy} icon="lucide:bookmark-plus">
          {intl.formatMessage({ id: 'comparison.save.submit' })}
        </Button>
      </form>
      {saved !== null && (
        <p role="status" className="text-sm text-ink-800">
          {intl.formatMessage(
            { id: 'comparison.save.saved' },
            {
              name: saved,
              link: (text) => (
                <Link
                  href={pathTo(locale, 'accountComparisonLists')}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {text}
                </Link>
              ),
            },
          )}
        </p>
      )}
    </section>
  );
}
