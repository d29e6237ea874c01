/**
 * French description templates: France French (the shop's one French under the fr-CA tag) with
 * French typography: a narrow no-break space before ; ! ?, a no-break space before % and :, and ’.
 */
import { countryIn, seedTypeWithArticle } from '../demo-labels';
import { capitalize, cultivationFacts, cultivationFigures } from './cultivation-facts';
import { describeProduct, type LocaleCopy, type ProductCopyInput } from './copy-input';
import { productLists, type ProductLists } from './product-lists';
import { dominanceOf, formatPercent, frDe, frLe, inSentence, stop } from './text-helpers';

const l = 'fr';

const dominancePhrase = {
  indica: 'à dominance indica',
  sativa: 'à dominance sativa',
  balanced: 'à la génétique équilibrée',
} as const;

type Lists = ProductLists;

function lists(p: ProductCopyInput) {
  return productLists(l, p, {
    areas: { indoor: 'en intérieur', outdoor: 'en extérieur', greenhouse: 'en serre' },
    // French repeats the preposition: « de citron, de pin et d’agrumes ».
    flavour: (label) => frDe(inSentence(l, label)),
    terpene: (label) => frLe(inSentence(l, label)),
  });
}

function intro(p: ProductCopyInput, ls: Lists, variant: number): string {
  const type = seedTypeWithArticle[p.seedType][l];
  const dominance = dominancePhrase[dominanceOf(p.genotype)];
  const { genetics } = ls;
  return (
    [
      `${p.name} est ${type} ${dominance} ${frDe(p.seedBankName)}, issue d’un croisement entre ${genetics}.`,
      `Issue d’un croisement entre ${genetics}, ${p.name} est ${type} ${dominance} signée ${stop(p.seedBankName)}`,
      `Avec ${p.name}, ${p.seedBankName} propose ${type} ${dominance} dont les origines remontent à ${genetics}.`,
    ][variant % 3] ?? ''
  );
}

function flowering(p: ProductCopyInput, variant: number): string {
  const { min, max } = p.floweringDays;
  if (p.seedType === 'autoflowering') {
    return (
      [
        `Grâce à ${p.genotype.ruderalis}\u00a0% de ruderalis, elle fleurit d’elle-même et se récolte de ${min} à ${max} jours après la germination.`,
        `Nul besoin de modifier la photopériode, car il ne faut que ${min} à ${max} jours de la graine à la récolte.`,
      ][variant % 2] ?? ''
    );
  }
  return (
    [
      `Après le passage à 12 heures de lumière, sa floraison se termine en ${min} à ${max} jours.`,
      `Prévoyez une durée de floraison de ${min} à ${max} jours une fois l’éclairage réglé à 12/12.`,
    ][variant % 2] ?? ''
  );
}

function experience(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { effects, flavours, terpenes } = ls;
  const potency = p.cbdRich
    ? `Avec environ ${formatPercent(l, p.cbdPercent)} de CBD et moins de 1\u00a0% de THC, elle est à peine psychoactive.`
    : `Son taux de THC atteint environ ${formatPercent(l, p.thcPercent)}.`;
  return (
    [
      `${potency} Les cultivateurs décrivent un effet ${effects}, porté par des notes ${flavours}.`,
      `Attendez-vous à des arômes ${flavours} et à un effet ${effects}. ${potency}`,
      `${potency} Son profil terpénique, dominé par ${terpenes}, fait ressortir des notes ${flavours} pour un effet ${effects}.`,
    ][variant % 3] ?? ''
  );
}

function cultivation(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { areas } = ls;
  const { indoor, open } = cultivationFacts(p.growthAreas);
  const { hi, ho, yi } = cultivationFigures(p, ' à ');
  const yo = p.yieldOutdoorGPerPlant;
  const where = open === 'greenhouse' ? 'en serre' : 'en extérieur';
  switch (variant % 3) {
    case 0: {
      const parts = [
        indoor ? `en intérieur, elle atteint ${hi} et produit ${yi}` : null,
        open ? `${where}, elle mesure ${ho} et donne jusqu’à ${yo.max} g par plante` : null,
      ].filter((part) => part !== null);
      return `${capitalize(parts.join('\u202f; '))}. À cultiver ${areas}.`;
    }
    case 1: {
      const yields =
        indoor && open
          ? `Comptez ${yi} sous lampes et ${yo.min} à ${yo.max} g par plante ${where}, où elle atteint jusqu’à ${p.heightOutdoorCm.max} cm.`
          : indoor
            ? `Comptez ${yi} sous lampes, pour une hauteur de ${hi}.`
            : `Comptez ${yo.min} à ${yo.max} g par plante ${where}, où elle atteint jusqu’à ${p.heightOutdoorCm.max} cm.`;
      return `Elle se cultive bien ${areas}. ${yields}`;
    }
    default: {
      const inside = `${hi} en intérieur (${yi})`;
      const outside = `${ho} ${where} (${yo.min} à ${yo.max} g par plante)`;
      const plants = indoor && open ? `${inside} et ${outside}` : indoor ? inside : outside;
      return `Les plantes mesurent ${plants}\u202f; la variété s’épanouit ${areas}.`;
    }
  }
}

export const copyFr: LocaleCopy = {
  product: describeProduct({ lists, intro, flowering, experience, cultivation }),
  seedBank(b, pick) {
    const where = countryIn[b.country][l];
    const focus = { feminized: 'féminisées', autoflowering: 'à floraison automatique', regular: 'régulières' }[
      b.productFocus
    ];
    return pick([
      `${b.name} a été fondée ${where} en ${b.foundedYear} et est surtout reconnue pour ses graines ${focus}. Chaque variété est testée sur plusieurs générations avant d’arriver en boutique.`,
      `Depuis ${b.foundedYear}, ${b.name} sélectionne du cannabis ${where}. L’équipe mise sur des génétiques ${focus} stables au rendement fiable.`,
      `${b.name} a vu le jour ${where} en ${b.foundedYear} sous la forme d’un petit collectif de sélectionneurs et expédie aujourd’hui ses graines ${focus} partout en Europe.`,
    ]);
  },
};
