/**
 * Translated names of the facets and of their values. Effects, flavours, terpenes and categories
 * reuse the labels of the demo copy; the buckets say their limits so a filter is never vague.
 */
import type { Locale } from '@seedshop/locales';
import type { FacetKey } from '../../contract/catalogue';
import type { Localized } from '../catalogue-model';
import { categoryNames, effectLabels, flavourLabels, terpeneLabels } from '../demo-labels';

export const facetNames: Record<FacetKey, Localized> = {
  seed_bank: { en: 'Seed bank', de: 'Samenbank', fr: 'Banque de graines', es: 'Banco de semillas' },
  seed_type: { en: 'Seed type', de: 'Samentyp', fr: 'Type de graines', es: 'Tipo de semilla' },
  category: { en: 'Category', de: 'Kategorie', fr: 'Catégorie', es: 'Categoría' },
  flowering: { en: 'Flowering time', de: 'Blütezeit', fr: 'Durée de floraison', es: 'Tiempo de floración' },
  height: { en: 'Height', de: 'Höhe', fr: 'Hauteur', es: 'Altura' },
  genotype: { en: 'Genotype', de: 'Genotyp', fr: 'Génotype', es: 'Genotipo' },
  yield: { en: 'Yield', de: 'Ertrag', fr: 'Rendement', es: 'Rendimiento' },
  growth_area: { en: 'Growth area', de: 'Anbaubereich', fr: 'Lieu de culture', es: 'Zona de cultivo' },
  thc_level: { en: 'THC level', de: 'THC-Gehalt', fr: 'Taux de THC', es: 'Nivel de THC' },
  cbd: { en: 'CBD level', de: 'CBD-Gehalt', fr: 'Taux de CBD', es: 'Nivel de CBD' },
  effect: { en: 'Effect', de: 'Wirkung', fr: 'Effet', es: 'Efecto' },
  flavour: { en: 'Flavour', de: 'Geschmack', fr: 'Saveur', es: 'Sabor' },
  terpene: { en: 'Terpene', de: 'Terpen', fr: 'Terpène', es: 'Terpeno' },
  award: { en: 'Awards', de: 'Auszeichnungen', fr: 'Prix', es: 'Premios' },
  badge: { en: 'Highlights', de: 'Besonderheiten', fr: 'À la une', es: 'Destacados' },
};

const nb = '\u00a0';

const bucketLabels: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  seed_type: {
    feminized: { en: 'Feminized', de: 'Feminisiert', fr: 'Féminisées', es: 'Feminizadas' },
    autoflowering: { en: 'Autoflowering', de: 'Autoflowering', fr: 'À floraison automatique', es: 'Autoflorecientes' },
    regular: { en: 'Regular', de: 'Regulär', fr: 'Régulières', es: 'Regulares' },
  },
  flowering: {
    short: { en: 'Up to 8 weeks', de: 'Bis 8 Wochen', fr: 'Jusqu’à 8 semaines', es: 'Hasta 8 semanas' },
    medium: { en: '8–10 weeks', de: '8–10 Wochen', fr: '8 à 10 semaines', es: '8–10 semanas' },
    long: { en: 'Over 10 weeks', de: 'Über 10 Wochen', fr: 'Plus de 10 semaines', es: 'Más de 10 semanas' },
  },
  height: {
    small: { en: 'Small (< 80 cm)', de: 'Klein (< 80 cm)', fr: 'Petite (< 80 cm)', es: 'Baja (< 80 cm)' },
    medium: {
      en: 'Medium (80–140 cm)',
      de: 'Mittel (80–140 cm)',
      fr: 'Moyenne (80 à 140 cm)',
      es: 'Media (80–140 cm)',
    },
    tall: { en: 'Tall (> 140 cm)', de: 'Hoch (> 140 cm)', fr: 'Grande (> 140 cm)', es: 'Alta (> 140 cm)' },
  },
  genotype: {
    indica: { en: 'Mostly indica', de: 'Überwiegend Indica', fr: 'Dominante indica', es: 'Predominio índica' },
    sativa: { en: 'Mostly sativa', de: 'Überwiegend Sativa', fr: 'Dominante sativa', es: 'Predominio sativa' },
    hybrid: { en: 'Balanced hybrid', de: 'Ausgewogener Hybrid', fr: 'Hybride équilibré', es: 'Híbrido equilibrado' },
  },
  yield: {
    low: { en: 'Up to 400 g/m²', de: 'Bis 400 g/m²', fr: 'Jusqu’à 400 g/m²', es: 'Hasta 400 g/m²' },
    medium: { en: '400–550 g/m²', de: '400–550 g/m²', fr: '400 à 550 g/m²', es: '400–550 g/m²' },
    high: { en: 'Over 550 g/m²', de: 'Über 550 g/m²', fr: 'Plus de 550 g/m²', es: 'Más de 550 g/m²' },
  },
  growth_area: {
    indoor: { en: 'Indoor', de: 'Innenbereich', fr: 'Intérieur', es: 'Interior' },
    outdoor: { en: 'Outdoor', de: 'Freiland', fr: 'Extérieur', es: 'Exterior' },
    greenhouse: { en: 'Greenhouse', de: 'Gewächshaus', fr: 'Serre', es: 'Invernadero' },
  },
  thc_level: {
    low: { en: 'Low (< 10%)', de: `Niedrig (< 10${nb}%)`, fr: `Faible (< 10${nb}%)`, es: `Bajo (< 10${nb}%)` },
    medium: {
      en: 'Medium (10–17%)',
      de: `Mittel (10–17${nb}%)`,
      fr: `Moyen (10 à 17${nb}%)`,
      es: `Medio (10–17${nb}%)`,
    },
    high: { en: 'High (17–22%)', de: `Hoch (17–22${nb}%)`, fr: `Élevé (17 à 22${nb}%)`, es: `Alto (17–22${nb}%)` },
    'very-high': {
      en: 'Very high (22% and more)',
      de: `Sehr hoch (ab 22${nb}%)`,
      fr: `Très élevé (22${nb}% et plus)`,
      es: `Muy alto (22${nb}% o más)`,
    },
  },
  cbd: {
    low: { en: 'Low (< 1%)', de: `Niedrig (< 1${nb}%)`, fr: `Faible (< 1${nb}%)`, es: `Bajo (< 1${nb}%)` },
    medium: { en: 'Medium (1–5%)', de: `Mittel (1–5${nb}%)`, fr: `Moyen (1 à 5${nb}%)`, es: `Medio (1–5${nb}%)` },
    high: { en: 'High (> 5%)', de: `Hoch (> 5${nb}%)`, fr: `Élevé (> 5${nb}%)`, es: `Alto (> 5${nb}%)` },
  },
  award: {
    awarded: { en: 'Award winner', de: 'Preisgekrönt', fr: 'Primée', es: 'Premiada' },
  },
  badge: {
    new: { en: 'New', de: 'Neu', fr: 'Nouveauté', es: 'Novedad' },
    bestseller: { en: 'Bestseller', de: 'Bestseller', fr: 'Meilleure vente', es: 'Más vendida' },
    sale: { en: 'On sale', de: 'Im Angebot', fr: 'En promotion', es: 'En oferta' },
  },
  category: categoryNames,
  effect: effectLabels,
  flavour: flavourLabels,
  terpene: terpeneLabels,
};

/** The label of a fixed facet value; the key itself when a value has no label (never expected). */
export function facetValueLabel(facet: FacetKey, value: string, locale: Locale): string {
  return bucketLabels[facet]?.[value]?.[locale] ?? value;
}

export function badgeLabel(badge: string, locale: Locale): string {
  return facetValueLabel('badge', badge, locale);
}

export function seedTypeLabel(seedType: string, locale: Locale): string {
  return facetValueLabel('seed_type', seedType, locale);
}

export function growthAreaLabel(area: string, locale: Locale): string {
  return facetValueLabel('growth_area', area, locale);
}

export function thcLevelLabel(level: string, locale: Locale): string {
  return facetValueLabel('thc_level', level, locale);
}
