import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../generate-demo-catalogue';
import { productViews } from './image-urls';
import { productSvg } from './product-svg';
import { initialsOf, seedBankLogoSvg } from './seed-bank-logo';

const { products, seedBanks } = generateDemoCatalogue({ products: 60 });

/** Every opened element is closed in order: a cheap well-formedness check without a DOM. */
function expectBalancedTags(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/gu)) {
    if (selfClosing === '/') continue;
    if (closing === '/') expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
}

describe('product illustrations', () => {
  it('are the same bytes for the same product and view', () => {
    const [product] = products;
    if (product === undefined) throw new Error('no product');
    for (const view of productViews) {
      expect(productSvg(product.id, view, product.attributes)).toBe(productSvg(product.id, view, product.attributes));
    }
  });

  it('differ between products and between the three views', () => {
    const all = products.flatMap((product) =>
      productViews.map((view) => productSvg(product.id, view, product.attributes)),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('are well-formed 600×600 SVG under 6 KB', () => {
    for (const product of products) {
      for (const view of productViews) {
        const svg = productSvg(product.id, view, product.attributes);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 600 600"/u);
        expect(new TextEncoder().encode(svg).length, `${product.id} ${view}`).toBeLessThan(6 * 1024);
        expect(svg).not.toMatch(/NaN|undefined|<script/u);
        expectBalancedTags(svg);
      }
    }
  });
});

describe('seed bank logos', () => {
  it('show the initials, escape the name and stay small and deterministic', () => {
    expect(initialsOf('Alpine Seed Co.')).toBe('AS');
    expect(initialsOf('Ötzi')).toBe('Ö');
    for (const bank of seedBanks) {
      const svg = seedBankLogoSvg(bank.slug, bank.name);
      expect(svg).toBe(seedBankLogoSvg(bank.slug, bank.name));
      expect(svg).toContain(`>${initialsOf(bank.name)}</text>`);
      expect(svg.length).toBeLessThan(3000);
      expectBalancedTags(svg);
    }
    expect(seedBankLogoSvg('x', '<&>')).not.toContain('<&>');
  });
});
