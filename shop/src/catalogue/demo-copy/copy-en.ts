/** English description templates. */
import { countryIn, seedTypeWithArticle } from '../demo-labels';
import { capitalize, cultivationFacts, cultivationFigures } from './cultivation-facts';
import { describeProduct, type LocaleCopy, type ProductCopyInput } from './copy-input';
import { productLists, type ProductLists } from './product-lists';
import { dominanceOf, formatPercent } from './text-helpers';

const l = 'en';

const dominancePhrase = { indica: 'indica-dominant', sativa: 'sativa-dominant', balanced: 'balanced' } as const;

type Lists = ProductLists;

function lists(p: ProductCopyInput) {
  return productLists(l, p, {
    areas: { indoor: 'indoors', outdoor: 'outdoors', greenhouse: 'in a greenhouse' },
  });
}

function intro(p: ProductCopyInput, ls: Lists, variant: number): string {
  const type = seedTypeWithArticle[p.seedType][l];
  const genes = dominancePhrase[dominanceOf(p.genotype)];
  const { genetics } = ls;
  return (
    [
      `${p.name} is ${type} from ${p.seedBankName} with ${genes} genetics, bred from ${genetics}.`,
      `Bred by ${p.seedBankName} from ${genetics}, ${p.name} is ${type} with ${genes} genetics.`,
      `With ${p.name}, ${p.seedBankName} offers ${type} whose ${genes} genetics go back to ${genetics}.`,
    ][variant % 3] ?? ''
  );
}

function flowering(p: ProductCopyInput, variant: number): string {
  const { min, max } = p.floweringDays;
  if (p.seedType === 'autoflowering') {
    return (
      [
        `Thanks to ${p.genotype.ruderalis}% ruderalis it flowers on its own and is ready ${min} to ${max} days after germination.`,
        `It needs no change of light cycle: from seed to harvest takes just ${min} to ${max} days.`,
      ][variant % 2] ?? ''
    );
  }
  return (
    [
      `After the switch to 12 hours of light it finishes flowering in ${min} to ${max} days.`,
      `Plan on a flowering time of ${min} to ${max} days once you switch to 12/12.`,
    ][variant % 2] ?? ''
  );
}

function experience(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { effects, flavours, terpenes } = ls;
  const potency = p.cbdRich
    ? `With about ${formatPercent(l, p.cbdPercent)} CBD and less than 1% THC it is barely psychoactive.`
    : `The THC level reaches around ${formatPercent(l, p.thcPercent)}.`;
  return (
    [
      `${potency} Growers describe the effect as ${effects}, carried by notes of ${flavours}.`,
      `Expect aromas of ${flavours} and an effect that is ${effects}. ${potency}`,
      `${potency} Its terpene profile, led by ${terpenes}, brings out ${flavours} and feels ${effects}.`,
    ][variant % 3] ?? ''
  );
}

function cultivation(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { areas } = ls;
  const { indoor, open } = cultivationFacts(p.growthAreas);
  const { hi, ho, yi } = cultivationFigures(p);
  const yo = p.yieldOutdoorGPerPlant;
  const where = open === 'greenhouse' ? 'in a greenhouse' : 'outdoors';
  switch (variant % 3) {
    case 0: {
      const parts = [
        indoor ? `indoors it grows to ${hi} and yields ${yi}` : null,
        open ? `${where} it reaches ${ho} with up to ${yo.max} g per plant` : null,
      ].filter((part) => part !== null);
      return `${capitalize(parts.join('; '))}. Grow it ${areas}.`;
    }
    case 1: {
      const expect =
        indoor && open
          ? `Expect ${yi} under lights and ${yo.min}–${yo.max} g per plant ${where}, where it grows to ${p.heightOutdoorCm.max} cm.`
          : indoor
            ? `Expect ${yi} under lights at a height of ${hi}.`
            : `Expect ${yo.min}–${yo.max} g per plant ${where}, where it grows to ${p.heightOutdoorCm.max} cm.`;
      return `It does well ${areas}. ${expect}`;
    }
    default: {
      const inside = `${hi} indoors (${yi})`;
      const outside = `${ho} ${where} (${yo.min}–${yo.max} g per plant)`;
      const plants =
        indoor && open
          ? `Plants stay at ${inside} and reach ${outside}`
          : indoor
            ? `Plants stay at ${inside}`
            : `Plants reach ${outside}`;
      return `${plants}; it thrives ${areas}.`;
    }
  }
}

export const copyEn: LocaleCopy = {
  product: describeProduct({ lists, intro, flowering, experience, cultivation }),
  seedBank(b, pick) {
    const where = countryIn[b.country][l];
    const focus = { feminized: 'feminized', autoflowering: 'autoflowering', regular: 'regular' }[b.productFocus];
    return pick([
      `${b.name} was founded ${where} in ${b.foundedYear} and is best known for its ${focus} seeds. Every strain is tested over several generations before it reaches the shop.`,
      `Since ${b.foundedYear}, ${b.name} has been breeding cannabis ${where}. The team focuses on stable ${focus} genetics with reliable yields.`,
      `${b.name} started ${where} in ${b.foundedYear} as a small breeders' collective and now ships ${focus} seeds to growers all over Europe.`,
    ]);
  },
};
