/** Spanish (Spain) description templates. */
import { countryIn, seedTypeWithArticle } from '../demo-labels';
import { capitalize, cultivationFacts, cultivationFigures } from './cultivation-facts';
import { describeProduct, type LocaleCopy, type ProductCopyInput } from './copy-input';
import { productLists, type ProductLists } from './product-lists';
import { dominanceOf, formatPercent, inSentence, stop } from './text-helpers';

const l = 'es';

const dominancePhrase = {
  indica: 'de dominancia índica',
  sativa: 'de dominancia sativa',
  balanced: 'de genética equilibrada',
} as const;

type Lists = ProductLists;

function lists(p: ProductCopyInput) {
  return productLists(l, p, {
    areas: { indoor: 'en interior', outdoor: 'en exterior', greenhouse: 'en invernadero' },
    // Every terpene name is masculine in Spanish.
    terpene: (label) => `el ${inSentence(l, label)}`,
  });
}

function intro(p: ProductCopyInput, ls: Lists, variant: number): string {
  const type = seedTypeWithArticle[p.seedType][l];
  const dominance = dominancePhrase[dominanceOf(p.genotype)];
  const { genetics } = ls;
  return (
    [
      `${p.name} es ${type} ${dominance} de ${p.seedBankName}, fruto del cruce de ${genetics}.`,
      `Fruto del cruce de ${genetics}, ${p.name} es ${type} ${dominance} creada por ${stop(p.seedBankName)}`,
      `Con ${p.name}, ${p.seedBankName} ofrece ${type} ${dominance} cuyos orígenes se remontan a ${genetics}.`,
    ][variant % 3] ?? ''
  );
}

function flowering(p: ProductCopyInput, variant: number): string {
  const { min, max } = p.floweringDays;
  if (p.seedType === 'autoflowering') {
    return (
      [
        `Gracias a un ${p.genotype.ruderalis}\u00a0% de ruderalis florece por sí sola y está lista para cosechar entre ${min} y ${max} días después de germinar.`,
        `No necesita cambio de fotoperiodo, ya que de semilla a cosecha solo tarda entre ${min} y ${max} días.`,
      ][variant % 2] ?? ''
    );
  }
  return (
    [
      `Tras pasar a 12 horas de luz, completa la floración en ${min} a ${max} días.`,
      `Su tiempo de floración es de ${min} a ${max} días tras el cambio a 12/12.`,
    ][variant % 2] ?? ''
  );
}

function experience(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { effects, flavours, terpenes } = ls;
  const potency = p.cbdRich
    ? `Con alrededor de un ${formatPercent(l, p.cbdPercent)} de CBD y menos de un 1\u00a0% de THC, apenas es psicoactiva.`
    : `Su nivel de THC ronda el ${formatPercent(l, p.thcPercent)}.`;
  return (
    [
      `${potency} Los cultivadores describen un efecto ${effects}, acompañado de notas de ${flavours}.`,
      `Ofrece aromas de ${flavours} y un efecto ${effects}. ${potency}`,
      `${potency} Su perfil de terpenos, encabezado por ${terpenes}, realza las notas de ${flavours} y aporta un efecto ${effects}.`,
    ][variant % 3] ?? ''
  );
}

function cultivation(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { areas } = ls;
  const { indoor, open } = cultivationFacts(p.growthAreas);
  const { hi, ho, yi } = cultivationFigures(p);
  const yo = p.yieldOutdoorGPerPlant;
  const where = open === 'greenhouse' ? 'en invernadero' : 'en exterior';
  switch (variant % 3) {
    case 0: {
      const parts = [
        indoor ? `en interior alcanza ${hi} y produce ${yi}` : null,
        open ? `${where} llega a ${ho} con hasta ${yo.max} g por planta` : null,
      ].filter((part) => part !== null);
      return `${capitalize(parts.join('; '))}. Se puede cultivar ${areas}.`;
    }
    case 1: {
      const yields =
        indoor && open
          ? `Rinde ${yi} bajo lámparas y ${yo.min}–${yo.max} g por planta ${where}, donde alcanza hasta ${p.heightOutdoorCm.max} cm.`
          : indoor
            ? `Rinde ${yi} bajo lámparas con una altura de ${hi}.`
            : `Rinde ${yo.min}–${yo.max} g por planta ${where}, donde alcanza hasta ${p.heightOutdoorCm.max} cm.`;
      return `Se adapta bien al cultivo ${areas}. ${yields}`;
    }
    default: {
      const inside = `${hi} en interior (${yi})`;
      const outside = `${ho} ${where} (${yo.min}–${yo.max} g por planta)`;
      const plants = indoor && open ? `${inside} y ${outside}` : indoor ? inside : outside;
      return `Las plantas miden ${plants}; la variedad prospera ${areas}.`;
    }
  }
}

export const copyEs: LocaleCopy = {
  product: describeProduct({ lists, intro, flowering, experience, cultivation }),
  seedBank(b, pick) {
    const where = countryIn[b.country][l];
    const focus = { feminized: 'feminizadas', autoflowering: 'autoflorecientes', regular: 'regulares' }[b.productFocus];
    return pick([
      `${b.name} se fundó ${where} en ${b.foundedYear} y es conocido sobre todo por sus semillas ${focus}. Cada variedad se prueba durante varias generaciones antes de llegar a la tienda.`,
      `Desde ${b.foundedYear}, ${b.name} mejora genéticas de cannabis ${where}. El equipo apuesta por genéticas ${focus} estables y de rendimiento fiable.`,
      `${b.name} nació ${where} en ${b.foundedYear} como un pequeño colectivo de criadores y hoy envía sus semillas ${focus} a cultivadores de toda Europa.`,
    ]);
  },
};
