/**
 * The legal and service pages of the committed dataset say what an EU consumer shop must say, in
 * each language, and name the pages the same way as the footer does: terms of sale with the
 * information on the right of withdrawal and the model withdrawal form (Annex I of Directive
 * 2011/83/EU), a demo-shop notice at the top of every legal page, a French imprint without the
 * abolished "tribunal d’instance", and one reply time on the contact page.
 */
import { readFileSync } from 'node:fs';
import { locales, type Locale } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { datasetNdjsonPath } from './dataset-path';
import { parseNdjson } from './ndjson';
import type { SanityDocument } from './sanity-types';

const documents = new Map(parseNdjson(readFileSync(datasetNdjsonPath, 'utf8')).map((doc) => [doc._id, doc]));

function document(id: string): SanityDocument {
  const found = documents.get(id);
  if (found === undefined) throw new Error(`no document ${id}`);
  return found;
}

/** Every string of a value (Portable Text spans included), in document order. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : strings(item)));
}

/** The text of the Portable Text blocks of a page's blocks with the given style (h2, h3, blockquote, …). */
function blockTexts(page: SanityDocument, style: string): string[] {
  const sections = (page.blocks as { body?: { style?: string; children?: { text?: string }[] }[] }[]) ?? [];
  return sections.flatMap((section) =>
    (section.body ?? [])
      .filter((block) => block.style === style)
      .map((block) => (block.children ?? []).map((child) => child.text ?? '').join('')),
  );
}

const text = (id: string) => strings(document(id)).join('\n');

const withdrawalHeadings: Record<Locale, { information: string; form: string }> = {
  en: { information: 'Information on the right of withdrawal', form: 'Model withdrawal form' },
  de: { information: 'Widerrufsbelehrung', form: 'Muster-Widerrufsformular' },
  fr: {
    information: 'Informations concernant l’exercice du droit de rétractation',
    form: 'Modèle de formulaire de rétractation',
  },
  es: {
    information: 'Información sobre el derecho de desistimiento',
    form: 'Modelo de formulario de desistimiento',
  },
};

/** The sentence on who pays for sending the goods back, from the model instructions. */
const returnCosts: Record<Locale, RegExp> = {
  en: /You bear the direct cost of returning the goods/u,
  de: /Du trägst die unmittelbaren Kosten der Rücksendung der Waren/u,
  fr: /Vous devrez prendre en charge les frais directs de renvoi du bien/u,
  es: /Deberás asumir el coste directo de devolución de los bienes/u,
};

describe('terms of sale', () => {
  it.each(locales)('hold the withdrawal instructions and the model withdrawal form (%s)', (locale) => {
    const headings = blockTexts(document(`page.terms.${locale}`), 'h3');
    expect(headings).toContain(withdrawalHeadings[locale].information);
    expect(headings).toContain(withdrawalHeadings[locale].form);
    const body = text(`page.terms.${locale}`);
    expect(body).toMatch(returnCosts[locale]);
    expect(body).toContain('Gartenstraße 12');
  });

  it('invent no exception from the right of withdrawal for sealed seed packs', () => {
    expect(text('page.terms.en')).not.toMatch(/sealed/iu);
    expect(text('page.terms.de')).not.toMatch(/versiegelt/iu);
    expect(text('page.terms.fr')).not.toMatch(/scellés/iu);
    expect(text('page.terms.es')).not.toMatch(/precintad/iu);
  });
});

describe('page names', () => {
  const termsOfSale: Record<Locale, string> = {
    en: 'Terms and conditions',
    de: 'AGB',
    fr: 'Conditions générales de vente',
    es: 'Condiciones generales de venta',
  };
  const privacy: Record<Locale, string> = {
    en: 'Privacy policy',
    de: 'Datenschutzerklärung',
    fr: 'Politique de confidentialité',
    es: 'Política de privacidad',
  };

  it.each(locales)('the footer names the terms of sale and the privacy page as the pages do (%s)', (locale) => {
    const settings = document(`siteSettings.main.${locale}`);
    const links = (settings.footerColumns as { links: { label: string; href: string }[] }[]).flatMap(
      (column) => column.links,
    );
    expect(links.find((link) => link.href === '/terms')?.label).toBe(termsOfSale[locale]);
    expect(links.find((link) => link.href === '/privacy')?.label).toBe(privacy[locale]);
    expect(document(`page.privacy.${locale}`).title).toBe(privacy[locale]);
    // German spells the page title out; the footer uses its usual abbreviation.
    const termsTitle = locale === 'de' ? 'Allgemeine Geschäftsbedingungen' : termsOfSale[locale];
    expect(document(`page.terms.${locale}`).title).toBe(termsTitle);
  });

  it('gives the privacy page one name in its search title too', () => {
    for (const locale of locales) {
      const seo = document(`page.privacy.${locale}`).seo as { title: string };
      expect(seo.title.startsWith(String(document(`page.privacy.${locale}`).title))).toBe(true);
    }
  });
});

describe('demo-shop notice', () => {
  const legalPages = ['imprint', 'terms', 'privacy', 'shipping', 'payment'];

  it.each(locales)('opens every legal page with the same line (%s)', (locale) => {
    const notices = legalPages.map((kind) => blockTexts(document(`page.${kind}.${locale}`), 'blockquote')[0]);
    const firstBlocks = legalPages.map((kind) => {
      const [first] = document(`page.${kind}.${locale}`).blocks as { body?: { style?: string }[] }[];
      return first?.body?.[0]?.style;
    });
    expect(firstBlocks).toEqual(legalPages.map(() => 'blockquote'));
    expect(new Set(notices).size).toBe(1);
    expect(notices[0]).toMatch(/demo|Demo|démonstration|demostración/u);
  });
});

describe('French imprint', () => {
  it('names the court and the publication director by their current names', () => {
    const imprint = text('page.imprint.fr');
    expect(imprint).not.toMatch(/tribunal d['’]instance/u);
    expect(imprint).toContain('tribunal judiciaire');
    expect(imprint).not.toContain('Responsable de la rédaction');
    expect(blockTexts(document('page.imprint.fr'), 'h2')).toContain('Directeur de la publication');
  });
});

describe('contact page', () => {
  const twoWorkingDays: Record<Locale, string> = {
    en: 'two working days',
    de: 'zwei Werktagen',
    fr: 'deux jours ouvrés',
    es: 'dos días laborables',
  };

  it.each(locales)('promises a reply within two working days, as the form and its mail do (%s)', (locale) => {
    expect(String(document(`page.contact-us.${locale}`).intro)).toContain(twoWorkingDays[locale]);
  });

  it('labels the e-mail address as the form does in French', () => {
    const contact = text('page.contact-us.fr');
    expect(contact).toContain('Adresse e-mail');
    expect(contact).not.toMatch(/^- E-mail/mu);
  });
});

describe('Spanish wording', () => {
  it('writes whole names for the beginners’ topic and the New Year promotion', () => {
    const all = [...documents.values()].filter((doc) => doc.language === 'es').map((doc) => strings(doc).join('\n'));
    for (const copy of all) {
      expect(copy).not.toContain('Mundo principiantes');
      expect(copy).not.toContain('Semana autofloreciente');
      expect(copy).not.toMatch(/\b(cesta|valoraciones)\b/u);
    }
  });
});
