/**
 * The translation desk (tool "Translations"): every translation group of every translatable type,
 * with English (the source), German, French and Spanish each present, missing or outdated
 * (translation-status.ts). Filters by type, language and "needs work"; a missing version is
 * created from the source in one click (create-translation.ts), an outdated one opens beside its
 * source. It follows the lake live (a listener on the types) and can be refreshed by hand.
 */
import { TranslateIcon } from '@sanity/icons';
import { Badge, Box, Button, Card, Checkbox, Flex, Heading, Select, Spinner, Stack, Text, useToast } from '@sanity/ui';
import { schemaLanguages } from '@seedshop/schemas';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useClient, useWorkspace, type SanityClient, type Tool } from 'sanity';
import { Link, useRouter } from 'sanity/router';
import { singletonId } from '../structure/type-titles';
import { createTranslationMutations, randomKey } from './create-translation';
import { editorPanesPath } from './desk-links';
import {
  countStatuses,
  filterGroups,
  publishedId,
  sourceLanguage,
  translationGroups,
  type DeskDocument,
  type DeskMetadata,
  type LanguageCell,
  type TranslationGroup,
  type TranslationStatus,
} from './translation-status';

export interface DeskType {
  readonly type: string;
  readonly title: string;
  readonly singleton: boolean;
}

export interface TranslationDeskOptions {
  readonly types: readonly DeskType[];
}

const apiVersion = '2025-02-19';

const deskQuery = `{
  "documents": *[_type in $types && !(_id in path("versions.**"))]{
    _id, _type, _updatedAt, language, "title": coalesce(title, from)
  },
  "metadata": *[_type == "translation.metadata"]{
    _id, schemaTypes, "translations": translations[]{ language, "ref": value._ref }
  }
}`;

interface DeskData {
  readonly documents: DeskDocument[];
  readonly metadata: DeskMetadata[];
}

const languageTitle = (id: string): string => schemaLanguages.find((language) => language.id === id)?.title ?? id;

const statusLabel: Record<TranslationStatus, string> = {
  present: 'Present',
  missing: 'Missing',
  outdated: 'Outdated',
};

const statusTone: Record<TranslationStatus, 'positive' | 'critical' | 'caution'> = {
  present: 'positive',
  missing: 'critical',
  outdated: 'caution',
};

const formatTime = (iso: string | null): string =>
  iso === null ? 'never' : new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function useDeskData(client: SanityClient, types: readonly string[]) {
  const [data, setData] = useState<DeskData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = (latest.current += 1);
    setLoading(true);
    try {
      const result = await client.fetch<DeskData>(
        deskQuery,
        { types },
        { perspective: 'raw', tag: 'translation-desk' },
      );
      if (request !== latest.current) return;
      setData({ documents: result.documents ?? [], metadata: result.metadata ?? [] });
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [client, types]);

  useEffect(() => {
    void load();
    // Any change to a translatable document or a metadata document reloads the desk (debounced).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = client
      .listen(
        '*[_type in $types || _type == "translation.metadata"]',
        { types },
        {
          includeResult: false,
          visibility: 'query',
        },
      )
      .subscribe({
        next: () => {
          clearTimeout(timer);
          timer = setTimeout(() => void load(), 400);
        },
        // Without a live connection the Refresh button still works.
        error: () => undefined,
      });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [client, load, types]);

  return { data, error, loading, reload: load };
}

const cellStyle: CSSProperties = { padding: '0.5rem 0.75rem', verticalAlign: 'top', textAlign: 'left' };

function StatusCell({
  group,
  cell,
  basePath,
  creating,
  onCreate,
}: {
  group: TranslationGroup;
  cell: LanguageCell;
  basePath: string;
  creating: boolean;
  onCreate: (group: TranslationGroup, language: string) => void;
}) {
  const language = languageTitle(cell.language);
  const { version, status } = cell;
  const neverPublished = version !== null && version.publishedAt === null;
  const detail =
    version === null
      ? undefined
      : `Last published ${formatTime(version.publishedAt)}${version.draftUpdatedAt === null ? '' : ', has a draft'}`;
  return (
    <td style={cellStyle} data-language={cell.language} data-status={status}>
      <Stack space={2}>
        <Flex gap={1} wrap="wrap">
          <Badge tone={statusTone[status]} title={detail}>
            {statusLabel[status]}
          </Badge>
          {neverPublished ? <Badge tone="default">Draft</Badge> : null}
        </Flex>
        {status === 'missing' ? (
          group.source === null ? (
            <Text size={1} muted>
              No English source
            </Text>
          ) : (
            <Button
              mode="ghost"
              fontSize={1}
              padding={2}
              text={creating ? 'Creating…' : 'Create'}
              disabled={creating}
              aria-label={`Create the ${language} translation of “${group.title}” from English`}
              onClick={() => onCreate(group, cell.language)}
            />
          )
        ) : version === null ? null : status === 'outdated' && group.source !== null ? (
          <Text size={1}>
            <Link
              href={editorPanesPath(basePath, [
                { id: group.source.id, type: group.type },
                { id: version.id, type: group.type },
              ])}
              aria-label={`Open the ${language} translation of “${group.title}” beside its English source`}
            >
              Open beside source
            </Link>
          </Text>
        ) : (
          <Text size={1}>
            <Link
              href={editorPanesPath(basePath, [{ id: version.id, type: group.type }])}
              aria-label={`Open the ${language} version of “${group.title}”`}
            >
              Open
            </Link>
          </Text>
        )}
      </Stack>
    </td>
  );
}

function TranslationDesk({ tool }: { tool: Tool<TranslationDeskOptions> }) {
  const deskTypes = useMemo(() => tool.options?.types ?? [], [tool.options]);
  const typeIds = useMemo(() => deskTypes.map((type) => type.type), [deskTypes]);
  const client = useClient({ apiVersion });
  const { basePath } = useWorkspace();
  const router = useRouter();
  const toast = useToast();
  const { data, error, loading, reload } = useDeskData(client, typeIds);
  const [typeFilter, setTypeFilter] = useState<string | null>(null);
  const [languageFilter, setLanguageFilter] = useState<string | null>(null);
  const [needsWork, setNeedsWork] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const ids = { type: useId(), language: useId(), needsWork: useId(), caption: useId() };

  const allLanguages = useMemo(() => schemaLanguages.map((language) => language.id), []);
  const groups = useMemo(
    () =>
      data === null
        ? []
        : translationGroups(data.documents, data.metadata, { types: typeIds, languages: allLanguages }),
    [data, typeIds, allLanguages],
  );
  const shown = useMemo(
    () => filterGroups(groups, { type: typeFilter, language: languageFilter, needsWork }),
    [groups, typeFilter, languageFilter, needsWork],
  );
  const columns = languageFilter === null ? allLanguages : [...new Set([sourceLanguage, languageFilter])];
  const counts = countStatuses(shown, languageFilter);
  const typeTitle = (type: string) => deskTypes.find((candidate) => candidate.type === type)?.title ?? type;

  const create = useCallback(
    async (group: TranslationGroup, language: string) => {
      const source = group.source;
      if (source === null) return;
      const key = `${group.key}:${language}`;
      setCreating(key);
      try {
        const versions = await client.fetch<Array<Record<string, unknown> & { _id: string; _type: string }>>(
          '*[_id in [$draft, $published]]',
          { draft: `drafts.${source.id}`, published: source.id },
          { perspective: 'raw', tag: 'translation-desk.source' },
        );
        // As the plugin's menu: the document as the editor sees it, its draft when there is one.
        const sourceDocument =
          versions.find((version) => version._id.startsWith('drafts.')) ??
          versions.find((version) => version._id === source.id);
        if (sourceDocument === undefined) throw new Error('The English source no longer exists');
        const singleton = deskTypes.find((type) => type.type === group.type)?.singleton === true;
        const newId = singleton ? singletonId(group.type, language) : crypto.randomUUID();
        const mutations = createTranslationMutations({
          source: sourceDocument,
          sourceId: publishedId(sourceDocument._id),
          sourceLanguage,
          language,
          newId,
          metadataId: group.metadataId ?? crypto.randomUUID(),
          newKey: () => randomKey(),
        });
        await client.mutate(mutations as Parameters<SanityClient['mutate']>[0], { visibility: 'sync' });
        toast.push({
          status: 'success',
          title: `Created the ${languageTitle(language)} translation of “${group.title}”`,
        });
        void reload();
        router.navigateUrl({
          path: editorPanesPath(basePath, [
            { id: source.id, type: group.type },
            { id: newId, type: group.type },
          ]),
        });
      } catch (failure) {
        toast.push({
          status: 'error',
          title: `Could not create the ${languageTitle(language)} translation`,
          description: failure instanceof Error ? failure.message : String(failure),
        });
      } finally {
        setCreating(null);
      }
    },
    [basePath, client, deskTypes, reload, router, toast],
  );

  return (
    <Card height="fill" overflow="auto" padding={4} as="section" aria-labelledby={ids.caption}>
      <Stack space={4}>
        <Flex align="center" gap={3} wrap="wrap">
          <Heading as="h1" size={2} id={ids.caption}>
            Translations
          </Heading>
          {loading ? <Spinner muted aria-label="Loading" /> : null}
        </Flex>
        <Text size={1} muted>
          Outdated: the English source was published after the translation was last published.
        </Text>
        <Flex gap={4} wrap="wrap" align="flex-end" role="group" aria-label="Filters">
          <Stack space={2}>
            <Text as="label" htmlFor={ids.type} size={1} weight="medium">
              Document type
            </Text>
            <Select
              id={ids.type}
              value={typeFilter ?? ''}
              onChange={(event) => setTypeFilter(event.currentTarget.value === '' ? null : event.currentTarget.value)}
            >
              <option value="">All types</option>
              {deskTypes.map((type) => (
                <option key={type.type} value={type.type}>
                  {type.title}
                </option>
              ))}
            </Select>
          </Stack>
          <Stack space={2}>
            <Text as="label" htmlFor={ids.language} size={1} weight="medium">
              Language
            </Text>
            <Select
              id={ids.language}
              value={languageFilter ?? ''}
              onChange={(event) =>
                setLanguageFilter(event.currentTarget.value === '' ? null : event.currentTarget.value)
              }
            >
              <option value="">All languages</option>
              {schemaLanguages.map((language) => (
                <option key={language.id} value={language.id}>
                  {language.title}
                </option>
              ))}
            </Select>
          </Stack>
          <Flex align="center" gap={2} paddingBottom={2}>
            <Checkbox id={ids.needsWork} checked={needsWork} onChange={() => setNeedsWork((value) => !value)} />
            <Text as="label" htmlFor={ids.needsWork} size={1}>
              Only missing or outdated
            </Text>
          </Flex>
          <Button mode="ghost" text="Refresh" onClick={() => void reload()} disabled={loading} />
        </Flex>
        {error === null ? null : (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Text size={1}>The desk could not load the documents: {error}</Text>
          </Card>
        )}
        {data === null ? null : (
          <>
            <Text size={1} role="status">
              {shown.length} {shown.length === 1 ? 'document' : 'documents'} · {counts.missing} missing ·{' '}
              {counts.outdated} outdated · {counts.present} present
            </Text>
            <Box>
              <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-labelledby={ids.caption}>
                <thead>
                  <tr>
                    <th scope="col" style={cellStyle}>
                      <Text size={1} weight="semibold">
                        Document
                      </Text>
                    </th>
                    <th scope="col" style={cellStyle}>
                      <Text size={1} weight="semibold">
                        Type
                      </Text>
                    </th>
                    {columns.map((language) => (
                      <th scope="col" key={language} style={cellStyle}>
                        <Text size={1} weight="semibold">
                          {languageTitle(language)}
                          {language === sourceLanguage ? ' (source)' : ''}
                        </Text>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((group) => (
                    <tr
                      key={group.key}
                      data-group={group.key}
                      style={{ borderTop: '1px solid var(--card-border-color)' }}
                    >
                      <th scope="row" style={cellStyle}>
                        <Text size={1} weight="medium">
                          {group.title}
                        </Text>
                      </th>
                      <td style={cellStyle}>
                        <Text size={1} muted>
                          {typeTitle(group.type)}
                        </Text>
                      </td>
                      {columns.map((language) => {
                        const cell = group.cells.find((candidate) => candidate.language === language);
                        return cell === undefined ? (
                          <td key={language} style={cellStyle} />
                        ) : (
                          <StatusCell
                            key={language}
                            group={group}
                            cell={cell}
                            basePath={basePath}
                            creating={creating === `${group.key}:${language}`}
                            onCreate={(target, targetLanguage) => void create(target, targetLanguage)}
                          />
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The Studio tool: "Translations" in the tool bar, after Structure. */
export function translationDeskTool(options: TranslationDeskOptions): Tool<TranslationDeskOptions> {
  return {
    name: 'translations',
    title: 'Translations',
    icon: TranslateIcon,
    component: TranslationDesk,
    options,
  };
}
