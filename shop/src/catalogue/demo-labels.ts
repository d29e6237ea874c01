/**
 * Translated labels for the fixed lists of the catalogue (filters, badges on product pages).
 * Terpenes are chemical names, so some languages share a spelling with English.
 */
import type { CategoryId, CountryCode, EffectId, FlavourId, Localized, SeedType, TerpeneId } from './catalogue-model';

export const categoryNames: Record<CategoryId, Localized> = {
  feminized: { en: 'Feminized seeds', de: 'Feminisierte Samen', fr: 'Graines féminisées', es: 'Semillas feminizadas' },
  autoflowering: {
    en: 'Autoflowering seeds',
    de: 'Autoflowering-Samen',
    fr: 'Graines à floraison automatique',
    es: 'Semillas autoflorecientes',
  },
  regular: { en: 'Regular seeds', de: 'Reguläre Samen', fr: 'Graines régulières', es: 'Semillas regulares' },
  'cbd-rich': {
    en: 'CBD-rich seeds',
    de: 'CBD-reiche Samen',
    fr: 'Graines riches en CBD',
    es: 'Semillas ricas en CBD',
  },
  'fast-flowering': {
    en: 'Fast-flowering seeds',
    de: 'Schnell blühende Samen',
    fr: 'Graines à floraison rapide',
    es: 'Semillas de floración rápida',
  },
};

/** Masculine singular in French and Spanish: the sentences say "un effet …" / "un efecto …". */
export const effectLabels: Record<EffectId, Localized> = {
  relaxing: { en: 'Relaxing', de: 'Entspannend', fr: 'Relaxant', es: 'Relajante' },
  euphoric: { en: 'Euphoric', de: 'Euphorisch', fr: 'Euphorique', es: 'Eufórico' },
  uplifting: { en: 'Uplifting', de: 'Anregend', fr: 'Stimulant', es: 'Estimulante' },
  creative: { en: 'Creative', de: 'Kreativ', fr: 'Créatif', es: 'Creativo' },
  energizing: { en: 'Energizing', de: 'Belebend', fr: 'Énergisant', es: 'Energizante' },
  happy: { en: 'Happy', de: 'Fröhlich', fr: 'Joyeux', es: 'Alegre' },
  sedating: { en: 'Sedating', de: 'Sedierend', fr: 'Sédatif', es: 'Sedante' },
  calming: { en: 'Calming', de: 'Beruhigend', fr: 'Apaisant', es: 'Calmante' },
};

/** Nouns, so they read well both as filter labels and in "notes of …" sentences. */
export const flavourLabels: Record<FlavourId, Localized> = {
  lemon: { en: 'Lemon', de: 'Zitrone', fr: 'Citron', es: 'Limón' },
  citrus: { en: 'Citrus', de: 'Zitrusfrüchte', fr: 'Agrumes', es: 'Cítricos' },
  pine: { en: 'Pine', de: 'Kiefer', fr: 'Pin', es: 'Pino' },
  earth: { en: 'Earth', de: 'Erde', fr: 'Terre', es: 'Tierra' },
  berries: { en: 'Berries', de: 'Beeren', fr: 'Fruits rouges', es: 'Frutos rojos' },
  grape: { en: 'Grape', de: 'Traube', fr: 'Raisin', es: 'Uva' },
  fuel: { en: 'Fuel', de: 'Benzin', fr: 'Carburant', es: 'Combustible' },
  spice: { en: 'Spice', de: 'Gewürze', fr: 'Épices', es: 'Especias' },
  herbs: { en: 'Herbs', de: 'Kräuter', fr: 'Herbes aromatiques', es: 'Hierbas' },
  'tropical-fruit': { en: 'Tropical fruit', de: 'Tropenfrüchte', fr: 'Fruits tropicaux', es: 'Frutas tropicales' },
  vanilla: { en: 'Vanilla', de: 'Vanille', fr: 'Vanille', es: 'Vainilla' },
  coffee: { en: 'Coffee', de: 'Kaffee', fr: 'Café', es: 'Café' },
  mint: { en: 'Mint', de: 'Minze', fr: 'Menthe', es: 'Menta' },
  cheese: { en: 'Cheese', de: 'Käse', fr: 'Fromage', es: 'Queso' },
  honey: { en: 'Honey', de: 'Honig', fr: 'Miel', es: 'Miel' },
};

export const terpeneLabels: Record<TerpeneId, Localized> = {
  myrcene: { en: 'Myrcene', de: 'Myrcen', fr: 'Myrcène', es: 'Mirceno' },
  limonene: { en: 'Limonene', de: 'Limonen', fr: 'Limonène', es: 'Limoneno' },
  caryophyllene: { en: 'Caryophyllene', de: 'Caryophyllen', fr: 'Caryophyllène', es: 'Cariofileno' },
  pinene: { en: 'Pinene', de: 'Pinen', fr: 'Pinène', es: 'Pineno' },
  linalool: { en: 'Linalool', de: 'Linalool', fr: 'Linalol', es: 'Linalol' },
  humulene: { en: 'Humulene', de: 'Humulen', fr: 'Humulène', es: 'Humuleno' },
  terpinolene: { en: 'Terpinolene', de: 'Terpinolen', fr: 'Terpinolène', es: 'Terpinoleno' },
  ocimene: { en: 'Ocimene', de: 'Ocimen', fr: 'Ocimène', es: 'Ocimeno' },
};

/** "in <country>" with the preposition each language needs (aux Pays-Bas, au Canada …). */
export const countryIn: Record<CountryCode, Localized> = {
  NL: { en: 'in the Netherlands', de: 'in den Niederlanden', fr: 'aux Pays-Bas', es: 'en los Países Bajos' },
  ES: { en: 'in Spain', de: 'in Spanien', fr: 'en Espagne', es: 'en España' },
  CA: { en: 'in Canada', de: 'in Kanada', fr: 'au Canada', es: 'en Canadá' },
  US: { en: 'in the United States', de: 'in den USA', fr: 'aux États-Unis', es: 'en Estados Unidos' },
  DE: { en: 'in Germany', de: 'in Deutschland', fr: 'en Allemagne', es: 'en Alemania' },
  CH: { en: 'in Switzerland', de: 'in der Schweiz', fr: 'en Suisse', es: 'en Suiza' },
  AT: { en: 'in Austria', de: 'in Österreich', fr: 'en Autriche', es: 'en Austria' },
  FR: { en: 'in France', de: 'in Frankreich', fr: 'en France', es: 'en Francia' },
  GB: { en: 'in the United Kingdom', de: 'im Vereinigten Königreich', fr: 'au Royaume-Uni', es: 'en el Reino Unido' },
  CZ: { en: 'in the Czech Republic', de: 'in Tschechien', fr: 'en Tchéquie', es: 'en Chequia' },
  PT: { en: 'in Portugal', de: 'in Portugal', fr: 'au Portugal', es: 'en Portugal' },
  IT: { en: 'in Italy', de: 'in Italien', fr: 'en Italie', es: 'en Italia' },
};

/** Seed type with its indefinite article, for "X is a feminized strain". */
export const seedTypeWithArticle: Record<SeedType, Localized> = {
  feminized: {
    en: 'a feminized strain',
    de: 'eine feminisierte Sorte',
    fr: 'une variété féminisée',
    es: 'una variedad feminizada',
  },
  autoflowering: {
    en: 'an autoflowering strain',
    de: 'eine Autoflowering-Sorte',
    fr: 'une variété à floraison automatique',
    es: 'una variedad autofloreciente',
  },
  regular: {
    en: 'a regular strain',
    de: 'eine reguläre Sorte',
    fr: 'une variété régulière',
    es: 'una variedad regular',
  },
};
