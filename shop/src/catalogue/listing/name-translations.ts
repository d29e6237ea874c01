/**
 * Strain names are English everywhere, but a shopper may type the name in their own language
 * ("Zitronen Dunst", "citron", "limón"). These are the translations of the name words that have
 * everyday ones; the search documents of every language list them next to the name, so a name typed
 * in any of the four languages finds the strain in every shop language.
 */
import type { Locale } from '@seedshop/locales';
import { normalizeSearchText } from './search-text';

type Translations = Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>>;

export const nameWordTranslations: Readonly<Record<string, Translations>> = {
  Lemon: { de: ['Zitrone', 'Zitronen'], fr: ['Citron'], es: ['Limón'] },
  Lime: { de: ['Limette'], fr: ['Citron vert'], es: ['Lima'] },
  Northern: { de: ['Nördlich', 'Nordlicht'], fr: ['Nordique', 'Boréal'], es: ['Norteño', 'Boreal'] },
  Lights: { de: ['Lichter', 'Nordlichter'], fr: ['Lumières', 'Aurores'], es: ['Luces', 'Auroras'] },
  Purple: { de: ['Lila', 'Violett'], fr: ['Violet', 'Pourpre'], es: ['Morado', 'Púrpura'] },
  Blue: { de: ['Blau'], fr: ['Bleu'], es: ['Azul'] },
  Sweet: { de: ['Süß'], fr: ['Doux', 'Sucré'], es: ['Dulce'] },
  Silver: { de: ['Silber'], fr: ['Argent'], es: ['Plata'] },
  Golden: { de: ['Gold', 'Golden'], fr: ['Doré', 'Or'], es: ['Dorado', 'Oro'] },
  White: { de: ['Weiß', 'Weiße'], fr: ['Blanc', 'Blanche'], es: ['Blanco', 'Blanca'] },
  Black: { de: ['Schwarz'], fr: ['Noir'], es: ['Negro'] },
  Green: { de: ['Grün'], fr: ['Vert'], es: ['Verde'] },
  Orange: { de: ['Orange', 'Apfelsine'], fr: ['Orange'], es: ['Naranja'] },
  Strawberry: { de: ['Erdbeere'], fr: ['Fraise'], es: ['Fresa'] },
  Blueberry: { de: ['Blaubeere', 'Heidelbeere'], fr: ['Myrtille'], es: ['Arándano'] },
  Cherry: { de: ['Kirsche'], fr: ['Cerise'], es: ['Cereza'] },
  Pineapple: { de: ['Ananas'], fr: ['Ananas'], es: ['Piña'] },
  Tropical: { de: ['Tropisch'], fr: ['Tropical'], es: ['Tropical'] },
  Cosmic: { de: ['Kosmisch'], fr: ['Cosmique'], es: ['Cósmico'] },
  Royal: { de: ['Königlich'], fr: ['Royal'], es: ['Real'] },
  Wild: { de: ['Wild'], fr: ['Sauvage'], es: ['Salvaje'] },
  Sour: { de: ['Sauer'], fr: ['Acide'], es: ['Ácido'] },
  Candy: { de: ['Bonbon'], fr: ['Bonbon'], es: ['Caramelo'] },
  Grape: { de: ['Traube'], fr: ['Raisin'], es: ['Uva'] },
  Desert: { de: ['Wüste'], fr: ['Désert'], es: ['Desierto'] },
  Midnight: { de: ['Mitternacht'], fr: ['Minuit'], es: ['Medianoche'] },
  Honey: { de: ['Honig'], fr: ['Miel'], es: ['Miel'] },
  Haze: { de: ['Dunst'], fr: ['Brume'], es: ['Neblina'] },
  Cheese: { de: ['Käse'], fr: ['Fromage'], es: ['Queso'] },
  Widow: { de: ['Witwe'], fr: ['Veuve'], es: ['Viuda'] },
  Dream: { de: ['Traum'], fr: ['Rêve'], es: ['Sueño'] },
  Cake: { de: ['Kuchen'], fr: ['Gâteau'], es: ['Pastel'] },
  Mints: { de: ['Minze'], fr: ['Menthe'], es: ['Menta'] },
  Berry: { de: ['Beere'], fr: ['Baie'], es: ['Baya'] },
  Bomb: { de: ['Bombe'], fr: ['Bombe'], es: ['Bomba'] },
  Fire: { de: ['Feuer'], fr: ['Feu'], es: ['Fuego'] },
  Thunder: { de: ['Donner'], fr: ['Tonnerre'], es: ['Trueno'] },
  Dawn: { de: ['Morgenröte'], fr: ['Aube'], es: ['Amanecer'] },
  Mist: { de: ['Nebel'], fr: ['Brouillard'], es: ['Niebla'] },
  Kiss: { de: ['Kuss'], fr: ['Baiser'], es: ['Beso'] },
  Breath: { de: ['Atem'], fr: ['Souffle'], es: ['Aliento'] },
  Storm: { de: ['Sturm'], fr: ['Tempête'], es: ['Tormenta'] },
  Star: { de: ['Stern'], fr: ['Étoile'], es: ['Estrella'] },
  Queen: { de: ['Königin'], fr: ['Reine'], es: ['Reina'] },
  Moon: { de: ['Mond'], fr: ['Lune'], es: ['Luna'] },
  Nectar: { de: ['Nektar'], fr: ['Nectar'], es: ['Néctar'] },
};

/** Every translation of the words of these names, in all languages. */
export function translatedNameWords(names: readonly string[]): string[] {
  return names.flatMap((name) =>
    name.split(/\s+/u).flatMap((word) => {
      const translations = nameWordTranslations[word];
      return translations === undefined ? [] : [...translations.de, ...translations.fr, ...translations.es];
    }),
  );
}

/** Normalised translation → the normalised English name word ("zitronen" → "lemon"). */
const englishWordOf: ReadonlyMap<string, string> = new Map(
  Object.entries(nameWordTranslations).flatMap(([english, translations]) =>
    [...translations.de, ...translations.fr, ...translations.es]
      .map((word) => normalizeSearchText(word))
      .filter((word) => !word.includes(' '))
      .map((word) => [word, normalizeSearchText(english)] as const),
  ),
);

/**
 * Query words as they appear in the English strain names, for ranking names first: a translated
 * name word becomes the English one ("zitronen dunst" ranks "Lemon Haze" like "lemon haze" does).
 */
export function nameRankingTokens(tokens: readonly string[]): string[] {
  return tokens.map((token) => englishWordOf.get(token) ?? token);
}
