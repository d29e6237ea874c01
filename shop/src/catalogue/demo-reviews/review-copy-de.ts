import type { FlavourId } from '../catalogue-model';
import type { ReviewCopy } from './review-copy';

const dativePlurals: ReadonlySet<FlavourId> = new Set(['citrus', 'spice', 'herbs', 'tropical-fruit']);

export const reviewCopyDe: ReviewCopy = {
  locale: 'de',
  names: [
    'Lukas M.',
    'Anna W.',
    'Jonas K.',
    'Lena B.',
    'Felix H.',
    'Marie S.',
    'Tobias R.',
    'Sophie L.',
    'Jan P.',
    'Katrin F.',
    'Matthias G.',
    'Julia N.',
  ],
  sentences: {
    positive: [
      () => `Alle Samen haben innerhalb von zwei Tagen gekeimt, die Pflanzen wuchsen schön gleichmäßig.`,
      (f) => `Nach ordentlicher Trocknung kommt der Geschmack nach ${f.flavour} richtig gut durch.`,
      (f) => `${f.name} war nach gut ${f.weeks} Wochen erntereif, genau wie angegeben.`,
      (f) => `Die Wirkung ist angenehm ${f.effect}, genau wie beschrieben.`,
      () => `Auch für Anfänger problemlos, ich hatte keinerlei Schwierigkeiten.`,
      () => `Kompakte, harzige Blüten und ein Ertrag über meinen Erwartungen.`,
      (f) =>
        f.autoflowering
          ? `Für eine Automatic erstaunlich kräftig und völlig unkompliziert.`
          : `Hat das Training ohne jeden Stress weggesteckt.`,
      (f) => `${f.name} kommt bei mir sicher wieder ins Zelt.`,
    ],
    mixed: [
      () => `Ordentliche Sorte, aber vom Hocker gehauen hat sie mich nicht.`,
      (f) => `Der Duft nach ${f.flavour} ist da, allerdings schwächer als erhofft.`,
      (f) => `Statt ${f.weeks} Wochen hat es eher ${f.weeks + 1} gedauert.`,
      () => `Zwei Pflanzen sahen ganz anders aus als der Rest.`,
      (f) => `Die Wirkung ist durchaus ${f.effect}, der Ertrag eher mittelmäßig.`,
      () => `Für den Preis in Ordnung, nächstes Mal probiere ich aber etwas anderes.`,
    ],
    negative: [
      () => `Von fünf Samen sind nur zwei aufgegangen, das ist enttäuschend.`,
      (f) => `Vom versprochenen Aroma nach ${f.flavour} war kaum etwas zu merken, es roch eher nach Heu.`,
      () => `Eine Pflanze hat mitten in der Blüte Zwitter gebildet.`,
      (f) => `Sie brauchte deutlich mehr als ${f.weeks + 2} Wochen, und die Blüten blieben luftig.`,
      () => `Schwache Wirkung und eine winzige Ernte für den ganzen Aufwand.`,
      (f) => `${f.name} würde ich nicht noch einmal kaufen.`,
    ],
  },
  advantages: [
    (f) => `Intensives Aroma nach ${f.flavour}`,
    () => `Sehr gute Keimrate`,
    (f) => `In etwa ${f.weeks} Wochen fertig`,
    () => `Kompakt und pflegeleicht`,
    (f) => `Angenehm ${f.effect}e Wirkung`,
    () => `Gutes Preis-Leistungs-Verhältnis`,
  ],
  disadvantages: {
    positive: [
      () => `Streckt sich ziemlich`,
      () => `Riecht in der Blüte stark, ein Aktivkohlefilter ist Pflicht`,
      () => `Könnte etwas günstiger sein`,
    ],
    mixed: [
      () => `Uneinheitliche Phänotypen`,
      () => `Nur durchschnittlicher Ertrag`,
      (f) => `Braucht länger als ${f.weeks} Wochen`,
    ],
    negative: [() => `Schlechte Keimrate`, () => `Zwitterbildung`, () => `Luftige Blüten, kleine Ernte`],
  },
  impressions: {
    positive: [() => `Eine der besten Sorten in meinem Zelt dieses Jahr.`, () => `Rundum zufrieden.`],
    mixed: [() => `Insgesamt okay, aber kein Favorit.`, () => `Solide, mehr aber auch nicht.`],
    negative: [() => `Meiner Erfahrung nach das Geld nicht wert.`, () => `Von Anfang bis Ende eine Enttäuschung.`],
  },
  // The sentences put the flavour after "nach" (dative): plural labels take their -n.
  flavour: (id, label) => (dativePlurals.has(id) ? `${label}n` : label),
};
