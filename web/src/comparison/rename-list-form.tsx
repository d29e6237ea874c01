'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { notify } from '@/ui/toast/notify';
import type { ComparisonApi } from './comparison-api';
import type { ComparisonListSummary } from './comparison-model';

/** Renames a saved list in place; the typed name stays when the shop refuses it. */
export function RenameListForm({
  list,
  api,
  onDone,
}: {
  readonly list: ComparisonListSummary;
  readonly api: ComparisonApi;
  /** The renamed list, or null when the shopper cancelled. */
  readonly onDone: (renamed: ComparisonListSummary | null) => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The field replaces the Rename button that had the focus: the focus moves into it.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await api.rename(list.id, name);
      if (!result.ok) {
        const fieldError = result.fieldErrors['name']?.[0];
        if (fieldError !== undefined) setError(fieldError);
        else notify.error(result.message);
        return;
      }
      notify.success(intl.formatMessage({ id: 'comparison.lists.renamed' }, { name: result.value.name }));
      onDone(result.value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        intl={intl}
        name="name"
        required
        maxLength={80}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        label={intl.formatMessage({ id: 'comparison.lists.newName' })}
        error={error ?? undefined}
        className="min-w-0 flex-1 sm:max-w-sm"
      />
      <Button type="submit" size="sm" loading={busy}>
        {intl.formatMessage({ id: 'comparison.lists.saveName' })}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDone(null)}>
        {intl.formatMessage({ id: 'comparison.lists.cancel' })}
      </Button>
    </form>
  );
}
