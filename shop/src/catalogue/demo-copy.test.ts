import { locales, type Locale } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { effectIds, flavourIds, terpeneIds, type Localized } from './catalogue-model';
import { demoCategories } from './demo-categories';
import { countryIn, effectLabels, flavourLabels, terpeneLabels } from './demo-labels';
import { formatPercent, frDe, joinList } from './demo-copy/text-helpers';
import { generateDemoCatalogue } from './generate-demo-catalogue';

function expectTranslated(text: Localized, where: string): void {
  for (const locale of locales) expect(text[locale].trim(), `${where} ${locale}`).not.toBe('');
  for (const locale of locales.filter((l) => l !== 'en')) {
    expect(text[locale], `${where} ${locale} is still English`).not.toBe(text.en);
  }
}

describe('labels', () => {
  it('translates categories, effects and flavours into all four languages', () => {
    for (const category of demoCategories()) expectTranslated(category.name, category.id);
    for (const id of effectIds) expectTranslated(effectLabels[id], id);
    // Café and miel are the same word in French and Spanish, but never the English one.
    for (const id of flavourIds) expectTranslated(flavourLabels[id], id);
  });

  it('names every terpene in every language (chemical names may match English)', () => {
    for (const id of terpeneIds) {
      for (const locale of locales) expect(terpeneLabels[id][locale]).not.toBe('');
    }
    expect(Object.values(countryIn).every((text) => locales.every((l) => text[l] !== ''))).toBe(true);
  });
});

describe('text helpers', () => {
  it('joins lists with the right conjunction', () => {
    expect(joinList('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(joinList('de', ['a', 'b'])).toBe('a und b');
    expect(joinList('fr', ['a', 'b', 'c'])).toBe('a, b et c');
    expect(joinList('es', ['a'])).toBe('a');
    // Spanish writes "e" for "y" before an i sound.
    expect(joinList('es', ['relajante', 'inspirador'])).toBe('relajante e inspirador');
  });

  it('formats percentages per language and elides French "de"', () => {
    expect(formatPercent('en', 21.5)).toBe('21.5%');
    expect(formatPercent('de', 21.5)).toBe('21,5\u00a0%');
    expect(frDe('agrumes')).toBe('d’agrumes');
    expect(frDe('pin')).toBe('de pin');
  });
});

describe('generated descriptions', () => {
  const catalogue = generateDemoCatalogue({ seed: 5, products: 300 });

  it('gives every product and seed bank a translated description', () => {
    for (const product of catalogue.products) expectTranslated(product.description, product.id);
    for (const bank of catalogue.seedBanks) expectTranslated(bank.description, bank.id);
  });

  it('mentions the product name and uses the local decimal separator', () => {
    for (const product of catalogue.products) {
      for (const locale of locales) expect(product.description[locale]).toContain(product.name);
      expect(product.description.de).not.toMatch(/\d\.\d\s?%/);
    }
  });

  it('varies the wording between products', () => {
    for (const locale of locales) {
      const openings = new Set(catalogue.products.map((p) => p.description[locale].replace(p.name, '').slice(0, 12)));
      expect(openings.size, locale).toBeGreaterThanOrEqual(3);
    }
  });

  it('leaves no template holes', () => {
    for (const product of catalogue.products) {
      for (const locale of locales) expect(product.description[locale]).not.toMatch(/undefined|NaN|\$\{|\s{2}/);
    }
  });
});

describe('cultivation sentence', () => {
  const catalogue = generateDemoCatalogue({ seed: 9, products: 400 });
  // Yield per square metre is an indoor figure; yield per plant (in each language) an outdoor one.
  const indoorWords = /g\/m²/u;
  const outdoorWords: Record<Locale, RegExp> = {
    en: /per plant/u,
    de: /pro Pflanze/u,
    fr: /par plante/u,
    es: /por planta/u,
  };

  it('quotes indoor figures only for indoor strains and outdoor figures only for outdoor or greenhouse ones', () => {
    let indoorOnly = 0;
    let openOnly = 0;
    for (const product of catalogue.products) {
      const areas = product.attributes.growthAreas;
      const indoor = areas.includes('indoor');
      const open = areas.includes('outdoor') || areas.includes('greenhouse');
      if (indoor && !open) indoorOnly += 1;
      if (open && !indoor) openOnly += 1;
      for (const locale of locales) {
        const text = product.description[locale];
        expect(indoorWords.test(text), `${product.id} ${locale} indoor: ${text}`).toBe(indoor);
        expect(outdoorWords[locale].test(text), `${product.id} ${locale} outdoor: ${text}`).toBe(open);
      }
    }
    // Both one-sided cases occur, so the assertions above were exercised.
    expect(indoorOnly).toBeGreaterThan(0);
    expect(openOnly).toBeGreaterThan(0);
  });

  it('names a greenhouse, not the open field, for greenhouse-only strains', () => {
    const greenhouseOnly = catalogue.products.filter(
      (product) => product.attributes.growthAreas.join() === 'greenhouse',
    );
    expect(greenhouseOnly.length).toBeGreaterThan(0);
    for (const product of greenhouseOnly) {
      expect(product.description.en).not.toMatch(/outdoors/u);
      expect(product.description.de).not.toMatch(/im Freien|draußen/u);
      expect(product.description.fr).not.toMatch(/en extérieur/u);
      expect(product.description.es).not.toMatch(/en exterior/u);
    }
  });
});

describe('wording and typography', () => {
  const catalogue = generateDemoCatalogue({ seed: 9, products: 400 });

  it('says "par plante" in French (a "plant" is a seedling)', () => {
    for (const product of catalogue.products) {
      expect(product.description.fr).not.toMatch(/\bplants?\b/u);
    }
  });

  it('writes French typography: ’ for the apostrophe, a narrow no-break space before ; ! ?', () => {
    for (const text of [...catalogue.products, ...catalogue.seedBanks].map((item) => item.description.fr)) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/[^\u202f][;!?]/u);
    }
  });

  it('ends a sentence once after a name ending in a full stop', () => {
    const items = [...catalogue.products, ...catalogue.seedBanks];
    expect(catalogue.seedBanks.some((bank) => bank.name.endsWith('.'))).toBe(true);
    for (const item of items) for (const locale of locales) expect(item.description[locale]).not.toMatch(/\.\./u);
  });

  it('writes effects and flavours in lower case mid-sentence in en, fr and es; German nouns keep their capital', () => {
    for (const product of catalogue.products) {
      for (const locale of ['en', 'fr', 'es'] as const) {
        const labels = [
          ...product.attributes.effects.map((id) => effectLabels[id][locale]),
          ...product.attributes.flavours.map((id) => flavourLabels[id][locale]),
        ];
        // Names (the product's, its parents', the seed bank's) may hold a label: "Lemon Amnesia".
        const names = [product.name, ...product.attributes.genetics];
        const text = names.reduce((rest, name) => rest.replaceAll(name, '…'), product.description[locale]);
        for (const label of labels) expect(text, label).not.toMatch(new RegExp(`[ ,]${label}\\b`, 'u'));
      }
      for (const id of product.attributes.flavours) expect(product.description.de).toContain(flavourLabels[id].de);
    }
  });

  it('names the seed bank in the masculine in Spanish, as the seed bank page does ("fundado en")', () => {
    for (const bank of catalogue.seedBanks) expect(bank.description.es).not.toMatch(/conocida|fundada/u);
  });

  it('uses France French flavour names', () => {
    expect(Object.values(flavourLabels).map((label) => label.fr)).not.toContain('Petits fruits');
    expect(Object.values(flavourLabels).map((label) => label.fr)).not.toContain('Fines herbes');
  });
});
