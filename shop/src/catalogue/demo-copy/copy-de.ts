/** German description templates (neutral register, no "du"/"Sie", as on most shop pages). */
import { countryIn, seedTypeWithArticle } from '../demo-labels';
import { capitalize, cultivationFacts, cultivationFigures } from './cultivation-facts';
import { describeProduct, type LocaleCopy, type ProductCopyInput } from './copy-input';
import { productLists, type ProductLists } from './product-lists';
import { dominanceOf, formatPercent } from './text-helpers';

const l = 'de';

// Dative after "mit" and nominative after "deren" need different adjective endings.
const dominanceDative = { indica: 'indicadominanter', sativa: 'sativadominanter', balanced: 'ausgewogener' } as const;
const dominanceNominative = { indica: 'indicadominante', sativa: 'sativadominante', balanced: 'ausgewogene' } as const;

type Lists = ProductLists;

function lists(p: ProductCopyInput) {
  return productLists(l, p, {
    areas: { indoor: 'im Innenbereich', outdoor: 'im Freien', greenhouse: 'im Gewächshaus' },
    effect: (label) => label.toLowerCase(),
  });
}

function intro(p: ProductCopyInput, ls: Lists, variant: number): string {
  const type = seedTypeWithArticle[p.seedType][l];
  const dominance = dominanceOf(p.genotype);
  const { genetics } = ls;
  return (
    [
      `${p.name} ist ${type} von ${p.seedBankName} mit ${dominanceDative[dominance]} Genetik, gezüchtet aus ${genetics}.`,
      `${p.seedBankName} hat ${p.name} aus ${genetics} gezüchtet – ${type} mit ${dominanceDative[dominance]} Genetik.`,
      `Mit ${p.name} bietet ${p.seedBankName} ${type} an, deren ${dominanceNominative[dominance]} Genetik auf ${genetics} zurückgeht.`,
    ][variant % 3] ?? ''
  );
}

function flowering(p: ProductCopyInput, variant: number): string {
  const { min, max } = p.floweringDays;
  if (p.seedType === 'autoflowering') {
    return (
      [
        `Dank ${p.genotype.ruderalis}\u00a0% Ruderalis blüht sie von selbst und ist ${min} bis ${max} Tage nach der Keimung erntereif.`,
        `Ein Wechsel des Lichtzyklus ist nicht nötig, denn vom Samen bis zur Ernte vergehen nur ${min} bis ${max} Tage.`,
      ][variant % 2] ?? ''
    );
  }
  return (
    [
      `Nach der Umstellung auf 12 Stunden Licht ist die Blüte in ${min} bis ${max} Tagen abgeschlossen.`,
      `Ab der Umstellung auf 12/12 dauert die Blütezeit ${min} bis ${max} Tage.`,
    ][variant % 2] ?? ''
  );
}

function experience(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { effects, flavours, terpenes } = ls;
  const potency = p.cbdRich
    ? `Mit etwa ${formatPercent(l, p.cbdPercent)} CBD und weniger als 1\u00a0% THC wirkt sie kaum psychoaktiv.`
    : `Der THC-Gehalt liegt bei rund ${formatPercent(l, p.thcPercent)}.`;
  return (
    [
      `${potency} Grower beschreiben die Wirkung als ${effects}; im Aroma finden sich ${flavours}.`,
      `Im Aroma zeigen sich ${flavours}, die Wirkung gilt als ${effects}. ${potency}`,
      `${potency} Das Terpenprofil wird von ${terpenes} angeführt, im Geschmack zeigen sich ${flavours} und die Wirkung ist ${effects}.`,
    ][variant % 3] ?? ''
  );
}

function cultivation(p: ProductCopyInput, ls: Lists, variant: number): string {
  const { areas } = ls;
  const { indoor, open } = cultivationFacts(p.growthAreas);
  const { hi, ho, yi } = cultivationFigures(p);
  const yo = p.yieldOutdoorGPerPlant;
  const where = open === 'greenhouse' ? 'im Gewächshaus' : 'im Freien';
  const outside = open === 'greenhouse' ? 'im Gewächshaus' : 'draußen';
  switch (variant % 3) {
    case 0: {
      const parts = [
        indoor ? `im Innenbereich wird sie ${hi} hoch und bringt ${yi}` : null,
        open ? `${where} erreicht sie ${ho} und bis zu ${yo.max} g pro Pflanze` : null,
      ].filter((part) => part !== null);
      return `${capitalize(parts.join('; '))}. Geeignet für den Anbau ${areas}.`;
    }
    case 1: {
      const yields =
        indoor && open
          ? `Unter Kunstlicht liefert sie ${yi}, ${where} ${yo.min}–${yo.max} g pro Pflanze bei einer Höhe von bis zu ${p.heightOutdoorCm.max} cm.`
          : indoor
            ? `Unter Kunstlicht liefert sie ${yi} bei einer Höhe von ${hi}.`
            : `${capitalize(where)} liefert sie ${yo.min}–${yo.max} g pro Pflanze bei einer Höhe von bis zu ${p.heightOutdoorCm.max} cm.`;
      return `Sie gedeiht ${areas}. ${yields}`;
    }
    default: {
      const plants =
        indoor && open
          ? `Drinnen bleiben die Pflanzen bei ${hi} (${yi}), ${outside} erreichen sie ${ho} (${yo.min}–${yo.max} g pro Pflanze)`
          : indoor
            ? `Drinnen bleiben die Pflanzen bei ${hi} (${yi})`
            : `${capitalize(outside)} erreichen die Pflanzen ${ho} (${yo.min}–${yo.max} g pro Pflanze)`;
      return `${plants}; die Sorte gedeiht ${areas}.`;
    }
  }
}

export const copyDe: LocaleCopy = {
  product: describeProduct({ lists, intro, flowering, experience, cultivation }),
  seedBank(b, pick) {
    const where = countryIn[b.country][l];
    // Autoflowering is written as the first part of a compound: »Autoflowering-Samen«.
    const adjective = { feminized: 'feminisierte', autoflowering: null, regular: 'reguläre' }[b.productFocus];
    const focus = (noun: string) => (adjective === null ? `Autoflowering-${noun}` : `${adjective} ${noun}`);
    return pick([
      `${b.name} wurde ${b.foundedYear} ${where} gegründet und ist vor allem für ${focus('Samen')} bekannt. Jede Sorte wird über mehrere Generationen getestet, bevor sie in den Shop kommt.`,
      `Seit ${b.foundedYear} züchtet ${b.name} Cannabis ${where}. Das Team setzt auf stabile ${focus('Genetik')} mit verlässlichen Erträgen.`,
      `${b.name} begann ${b.foundedYear} ${where} als kleines Züchterkollektiv und liefert heute ${focus('Samen')} an Grower in ganz Europa.`,
    ]);
  },
};
