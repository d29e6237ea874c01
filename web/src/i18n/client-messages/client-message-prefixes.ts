/**
 * Message ids that client code builds at run time (`` `kit.rating.value.${star}` ``): every key under
 * one of these prefixes travels to the browser. A template or concatenated id in client code whose
 * start is not listed here fails the client-message test, so a dynamic id is always a decision.
 */
export const clientMessagePrefixes: readonly string[] = [
  // Star ratings read their value aloud: kit.rating.value.1 … 5.
  'kit.rating.value.',
  // The comparison table names a genotype share per side: product.genotype.indica / sativa / ruderalis.
  'product.genotype.',
  // What changed in the cart since the quote, per change kind.
  'checkout.conflict.',
  // The kit page's toast demo: one button and one message per toast kind.
  'uiPage.toast.',
];
