import { describe, expect, it } from 'vitest';
import { labelList } from '../label-list';
import { attributeRows, genotypeText, rangeText, weeksOf } from './attribute-rows';
import { testIntl, wireProductDetail } from '../testing/product-detail-fixture';
import { productDetailFromWire } from '../from-wire';

const { attributes } = productDetailFromWire(wireProductDetail());
const nbsp = '\u00a0';

function valuesById(rows: ReturnType<typeof attributeRows>) {
  return Object.fromEntries(rows.map((row) => [row.id, row.value]));
}

describe('attribute rows', () => {
  it('writes label lists in sentence case; German nouns keep their capital', () => {
    const labels = (...items: string[]) => items.map((label) => ({ label }));
    expect(labelList(testIntl('fr'), labels('Créatif', 'Euphorique', 'Joyeux'))).toBe('Créatif, euphorique et joyeux');
    expect(labelList(testIntl('es'), labels('Relajante', 'Inspirador'))).toBe('Relajante e inspirador');
    expect(labelList(testIntl('de'), labels('Zitrone', 'Kiefer'))).toBe('Zitrone und Kiefer');
  });

  it('gives every attribute a translated label and a formatted value', () => {
    const rows = attributeRows(testIntl('en'), attributes);
    expect(rows.map((row) => row.label)).toEqual([
      'Flowering time',
      'Height indoors',
      'Height outdoors',
      'Genotype',
      'Type of seeds',
      'Yield indoors',
      'Yield outdoors',
      'Growth area',
      'CBD',
      'THC',
      'THC level',
      'Genetics',
      'Effects',
      'Flavours',
      'Terpenes',
      'Awards',
    ]);
    expect(valuesById(rows)).toMatchObject({
      flowering: '56–63 days (8–9 weeks)',
      'height-indoor': '60–100 cm',
      genotype: 'Indica 30%, Sativa 50%, Ruderalis 20%',
      'yield-indoor': '350–450 g/m²',
      'yield-outdoor': '50–150 g per plant',
      'growth-area': 'Indoor and outdoor',
      thc: '21.5%',
      cbd: '0.4%',
      genetics: 'Lemon Skunk × Super Silver Haze',
      effects: 'Uplifting and happy',
      awards: ['1st place, Spannabis Cup 2019', '3rd place, Highlife Cup 2021'],
    });
  });

  it('writes award places as ordinals in each language', () => {
    const awards = (locale: 'de' | 'fr' | 'es') => valuesById(attributeRows(testIntl(locale), attributes)).awards;
    expect(awards('de')).toEqual(['1. Platz, Spannabis Cup 2019', '3. Platz, Highlife Cup 2021']);
    expect(awards('fr')).toEqual(['1re place, Spannabis Cup 2019', '3e place, Highlife Cup 2021']);
    expect(awards('es')).toEqual(['1.er puesto, Spannabis Cup 2019', '3.er puesto, Highlife Cup 2021']);
    const second = { ...attributes, awards: [{ event: 'Cup', year: 2020, place: 2 }] };
    expect(valuesById(attributeRows(testIntl('en'), second)).awards).toEqual(['2nd place, Cup 2020']);
    expect(valuesById(attributeRows(testIntl('es'), second)).awards).toEqual(['2.º puesto, Cup 2020']);
  });

  it('uses the number format of the language', () => {
    const rows = valuesById(attributeRows(testIntl('de'), attributes));
    expect(rows).toMatchObject({ thc: `21,5${nbsp}%`, flowering: '56–63 Tage (8–9 Wochen)' });
  });

  it('leaves out lists a strain does not have', () => {
    const bare = { ...attributes, genetics: [], awards: [], terpenes: [] };
    const ids = attributeRows(testIntl('en'), bare).map((row) => row.id);
    expect(ids).not.toContain('genetics');
    expect(ids).not.toContain('awards');
    expect(ids).not.toContain('terpenes');
    expect(ids).toContain('effects');
  });
});

describe('value helpers', () => {
  it('shows a range, or one number when both ends agree', () => {
    expect(rangeText(testIntl('en'), { min: 1000, max: 1200 })).toBe('1,000–1,200');
    expect(rangeText(testIntl('en'), { min: 60, max: 60 })).toBe('60');
  });

  it('rounds days to whole weeks', () => {
    expect(weeksOf({ min: 56, max: 63 })).toEqual({ min: 8, max: 9 });
    expect(weeksOf({ min: 60, max: 66 })).toEqual({ min: 9, max: 9 });
  });

  it('names only the genotype shares a strain has', () => {
    expect(genotypeText(testIntl('en'), { indica: 70, sativa: 30, ruderalis: 0 })).toBe('Indica 70%, Sativa 30%');
  });
});
