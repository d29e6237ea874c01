/**
 * Input of `productRef` and `productMention`: search the shop by name, pick a product, and the
 * object stores its shop id plus a name snapshot. The default fields stay below, so an editor can
 * always type an id by hand — also when the shop is not reachable, which the picker says plainly.
 */
import { SearchIcon } from '@sanity/icons';
import { Card, Spinner, Stack, Text, TextInput, Flex } from '@sanity/ui';
import { useCallback, useId, useState } from 'react';
import { set, setIfMissing, type ObjectInputProps } from 'sanity';
import type { ShopProduct } from './shop-search';
import { ProductResultList } from './product-result-list';
import { useProductSearch } from './use-product-search';

const stringField = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
};

export function ProductPickerInput(props: ObjectInputProps) {
  const { onChange, schemaType, value, readOnly } = props;
  const [query, setQuery] = useState('');
  const search = useProductSearch(query);
  const inputId = useId();
  const selectedId = stringField(value, 'productId');

  const pick = useCallback(
    (product: ShopProduct) => {
      onChange([setIfMissing({ _type: schemaType.name }), set(product.id, ['productId']), set(product.name, ['name'])]);
      setQuery('');
    },
    [onChange, schemaType.name],
  );

  return (
    <Stack space={3}>
      {readOnly ? null : (
        <Stack space={2}>
          <Text as="label" htmlFor={inputId} size={1} weight="medium">
            Find a product in the shop
          </Text>
          <TextInput
            id={inputId}
            icon={SearchIcon}
            value={query}
            placeholder="Name or seed bank, e.g. amnesia"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <SearchResult state={search} selectedId={selectedId} onPick={pick} />
        </Stack>
      )}
      {props.renderDefault(props)}
    </Stack>
  );
}

function SearchResult({
  state,
  selectedId,
  onPick,
}: {
  state: ReturnType<typeof useProductSearch>;
  selectedId: string | undefined;
  onPick: (product: ShopProduct) => void;
}) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <Flex align="center" gap={2} role="status">
          <Spinner muted />
          <Text size={1} muted>
            Searching the shop…
          </Text>
        </Flex>
      );
    case 'done':
      return <ProductResultList products={state.products} selectedId={selectedId} onPick={onPick} />;
    case 'unreachable':
      return (
        <Card padding={3} radius={2} tone="caution" border role="alert">
          <Text size={1}>
            The shop at {state.shopApiUrl} is not reachable, so products cannot be searched right now. You can still
            type the product id (e.g. prod-000123) in the field below. Start the shop with “pnpm dev”, or set
            SANITY_STUDIO_SHOP_API_URL.
          </Text>
        </Card>
      );
    case 'failed':
      return (
        <Card padding={3} radius={2} tone="critical" border role="alert">
          <Text size={1}>The search failed: {state.message}. You can still type the product id below.</Text>
        </Card>
      );
  }
}
