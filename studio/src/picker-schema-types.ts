/**
 * The schema types with Studio-only inputs attached: `productRef` and `productMention` get the
 * shop product picker. The schema package stays free of React so Node (tests, validation,
 * TypeGen) can load it.
 */
import { productMention, productRef, schemaTypes } from '@seedshop/schemas';
import { ProductPickerInput } from './product-picker/product-picker-input';

const withPicker = new Set<string>([productRef.name, productMention.name]);

export const studioSchemaTypes = [
  ...schemaTypes.filter((type) => !withPicker.has(type.name)),
  { ...productRef, components: { input: ProductPickerInput } },
  { ...productMention, components: { input: ProductPickerInput } },
];
