import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import type { ShopProduct } from './shop-search';

interface Props {
  products: readonly ShopProduct[];
  selectedId: string | undefined;
  onPick: (product: ShopProduct) => void;
}

/** Search hits as buttons: image, name, seed bank and id. */
export function ProductResultList({ products, selectedId, onPick }: Props) {
  if (products.length === 0) {
    return (
      <Card padding={3} radius={2} tone="transparent" border>
        <Text size={1} muted>
          No product matches. Try part of the name or the seed bank.
        </Text>
      </Card>
    );
  }
  return (
    <Stack space={1} role="list" aria-label="Products found in the shop">
      {products.map((product) => (
        <Box key={product.id} role="listitem">
          <Button
            mode={product.id === selectedId ? 'default' : 'bleed'}
            tone={product.id === selectedId ? 'primary' : 'default'}
            padding={2}
            width="fill"
            justify="flex-start"
            onClick={() => onPick(product)}
            aria-pressed={product.id === selectedId}
          >
            <Flex align="center" gap={3}>
              {product.imageUrl ? (
                <img
                  src={product.imageUrl}
                  alt=""
                  width={40}
                  height={40}
                  style={{ objectFit: 'cover', borderRadius: 3 }}
                />
              ) : null}
              <Stack space={2} flex={1}>
                <Text size={1} weight="medium">
                  {product.name}
                </Text>
                <Text size={0} muted>
                  {[product.seedBank, product.id].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Flex>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
