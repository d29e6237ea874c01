/**
 * The search quality table: what shoppers type (typos, accents, partial names, another word
 * order, a strain name in their own language) and the demo product (seed 42, 400 products) each
 * query must bring into the top 3. Used by the quality test and the search bench.
 */
import type { Locale } from '@seedshop/locales';

export interface QualityQuery {
  readonly locale: Locale;
  readonly q: string;
  /** The exact name of the product that must rank in the top 3. */
  readonly wants: string;
}

const row = (locale: Locale, q: string, wants: string): QualityQuery => ({ locale, q, wants });

export const searchQualityQueries: readonly QualityQuery[] = [
  // English: one or two typos in any word.
  row('en', 'lemn cheese', 'Lemon Cheese'),
  row('en', 'lemon chese', 'Lemon Cheese'),
  row('en', 'lmon skunk', 'Lemon Skunk'),
  row('en', 'strawbery haze', 'Strawberry Haze'),
  row('en', 'blueberyy haze', 'Blueberry Haze'),
  row('en', 'pinapple gelato', 'Pineapple Gelato Auto'),
  row('en', 'tropcal sorbet', 'Tropical Sorbet Auto'),
  row('en', 'pineapple amnezia', 'Pineapple Amnesia'),
  row('en', 'nothern kush', 'Northern Kush'),
  row('en', 'critcal widow', 'Critical Widow'),
  row('en', 'mystic krush', 'Mystic Crush'),
  row('en', 'silvr haze', 'Silver Haze'),
  row('en', 'bannana breath', 'Banana Breath'),
  row('en', 'purpel moon', 'Purple Moon'),
  row('en', 'electrik lights', 'Electric Lights'),
  row('en', 'golden afgan', 'Golden Afghan'),
  row('en', 'desrt moon', 'Desert Moon'),
  row('en', 'midnigth storm', 'Midnight Storm'),
  row('en', 'sour gelatto', 'Sour Gelato Auto'),
  row('en', 'papaya punsh', 'Papaya Punch'),
  row('en', 'crystl sorbett', 'Crystal Sorbet CBD'),
  // English: word order, partial names, accents.
  row('en', 'haze strawberry', 'Strawberry Haze'),
  row('en', 'cheese lemon', 'Lemon Cheese'),
  row('en', 'lemon sk', 'Lemon Skunk'),
  row('en', 'straw haz', 'Strawberry Haze'),
  row('en', 'grape kus', 'Grape Kush'),
  row('en', 'Critícal Dáwn', 'Critical Dawn'),
  row('en', 'MÁNGO FÍRE', 'Mango Fire'),
  // English shop, a name typed in another language.
  row('en', 'Zitrone Käse', 'Lemon Cheese'),
  row('en', 'fresa neblina', 'Strawberry Haze'),
  // German.
  row('de', 'lemn cheese', 'Lemon Cheese'),
  row('de', 'lmon skunk', 'Lemon Skunk'),
  row('de', 'Zitrone Käse', 'Lemon Cheese'),
  row('de', 'zitronen skunk', 'Lemon Skunk'),
  row('de', 'Erdbeere Dunst', 'Strawberry Haze'),
  row('de', 'Blaubeere Dunst', 'Blueberry Haze'),
  row('de', 'Kirsche Mond', 'Cherry Moon'),
  row('de', 'Silber Dunst', 'Silver Haze'),
  row('de', 'Ananas Gelato', 'Pineapple Gelato Auto'),
  row('de', 'Traube Kush', 'Grape Kush'),
  row('de', 'nortern kush', 'Northern Kush'),
  row('de', 'tropikal haze', 'Tropical Haze'),
  row('de', 'Honig Kuss', 'Honey Kiss'),
  row('de', 'Erdbere Kuchen', 'Strawberry Cake Auto'),
  row('de', 'kaese zitrone', 'Lemon Cheese'),
  // French.
  row('fr', 'lemn cheese', 'Lemon Cheese'),
  row('fr', 'citron fromage', 'Lemon Cheese'),
  row('fr', 'fromage citron', 'Lemon Cheese'),
  row('fr', 'fraise brume', 'Strawberry Haze'),
  row('fr', 'myrtille brume', 'Blueberry Haze'),
  row('fr', 'myrtile haze', 'Blueberry Haze'),
  row('fr', 'cerise lune', 'Cherry Moon'),
  row('fr', 'Northern Amnésia', 'Northern Amnesia'),
  row('fr', 'critcal kush', 'Critical Kush'),
  row('fr', 'raisin kush', 'Grape Kush'),
  row('fr', 'ananas gélato', 'Pineapple Gelato Auto'),
  // Spanish.
  row('es', 'lemn cheese', 'Lemon Cheese'),
  row('es', 'limón queso', 'Lemon Cheese'),
  row('es', 'fresa neblina', 'Strawberry Haze'),
  row('es', 'arandano neblina', 'Blueberry Haze'),
  row('es', 'cereza luna', 'Cherry Moon'),
  row('es', 'piña gelato', 'Pineapple Gelato Auto'),
  row('es', 'uva kush', 'Grape Kush'),
  row('es', 'mango fuego', 'Mango Fire'),
  row('es', 'strawbery cake', 'Strawberry Cake Auto'),
  row('es', 'miel beso', 'Honey Kiss'),
  row('es', 'lmon skunk', 'Lemon Skunk'),
];
