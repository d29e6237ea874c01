import type { ReviewCopy } from './review-copy';

/** French typography: a no-break space before :, a narrow no-break space before ! ? ;. */
const nbsp = '\u00a0';
const nnbsp = '\u202f';

export const reviewCopyFr: ReviewCopy = {
  locale: 'fr',
  names: [
    'Julien D.',
    'Camille L.',
    'Thomas M.',
    'Léa B.',
    'Maxime R.',
    'Chloé P.',
    'Antoine G.',
    'Manon F.',
    'Nicolas V.',
    'Élodie C.',
    'Hugo T.',
    'Inès A.',
  ],
  sentences: {
    positive: [
      () => `Toutes les graines ont germé en deux jours et la croissance a été très homogène.`,
      (f) => `Après un bon séchage, les notes ${f.flavour} ressortent franchement.`,
      (f) => `${f.name} était prête au bout d’environ ${f.weeks} semaines, comme annoncé.`,
      (f) => `Un effet ${f.effect} très agréable, exactement comme décrit.`,
      () => `Facile à cultiver, même pour un débutant comme moi.`,
      () => `Des têtes denses et bien givrées, et un rendement au-delà de mes attentes${nnbsp}!`,
      (f) =>
        f.autoflowering
          ? `Pour une auto, elle est vigoureuse et sans aucun souci.`
          : `Elle a très bien supporté le palissage.`,
      (f) => `Je recommanderai ${f.name} sans hésiter.`,
    ],
    mixed: [
      () => `Variété correcte, mais rien d’exceptionnel.`,
      (f) => `On sent bien les notes ${f.flavour}, en revanche moins fort que prévu.`,
      (f) => `Il a fallu plutôt ${f.weeks + 1} semaines que les ${f.weeks} annoncées.`,
      () => `Deux plants ne ressemblaient pas du tout aux autres.`,
      (f) => `L’effet est plutôt ${f.effect}, le rendement reste moyen.`,
      () => `Honnête pour le prix${nnbsp}; la prochaine fois, je testerai autre chose.`,
    ],
    negative: [
      () => `Seulement deux graines sur cinq ont germé, c’est décevant.`,
      (f) => `Les notes ${f.flavour} promises sont quasi absentes, ça sentait surtout le foin.`,
      () => `Un plant est devenu hermaphrodite en pleine floraison.`,
      (f) => `Il a fallu bien plus de ${f.weeks + 2} semaines, et les têtes sont restées aérées.`,
      () => `Effet faible et récolte minuscule pour tout ce travail.`,
      (f) => `Je ne rachèterai pas ${f.name}.`,
    ],
  },
  advantages: [
    (f) => `Arômes ${f.flavour} intenses`,
    () => `Excellent taux de germination`,
    (f) => `Prête en environ ${f.weeks} semaines`,
    () => `Compacte et facile à gérer`,
    (f) => `Effet ${f.effect} agréable`,
    () => `Bon rapport qualité-prix`,
  ],
  disadvantages: {
    positive: [
      () => `S’étire pas mal`,
      () => `Odeur forte en floraison${nbsp}: prévoir un filtre à charbon`,
      () => `Un peu chère`,
    ],
    mixed: [() => `Phénotypes irréguliers`, () => `Rendement moyen`, (f) => `Plus longue que ${f.weeks} semaines`],
    negative: [
      () => `Mauvais taux de germination`,
      () => `Plants hermaphrodites`,
      () => `Têtes aérées, petite récolte`,
    ],
  },
  impressions: {
    positive: [
      () => `L’une des meilleures variétés de ma box cette année.`,
      () => `Franchement, rien à redire${nnbsp}!`,
    ],
    mixed: [() => `Correcte dans l’ensemble, sans plus.`, () => `Solide, mais vite oubliée.`],
    negative: [() => `Pas à la hauteur du prix, à mon avis.`, () => `Une déception du début à la fin.`],
  },
  // "notes de citron", "notes d’agrumes": the label comes with its elided or full "de".
  flavour: (_id, label) => {
    const word = label.toLowerCase();
    return /^[aeiouyéèêh]/u.test(word) ? `d’${word}` : `de ${word}`;
  },
};
