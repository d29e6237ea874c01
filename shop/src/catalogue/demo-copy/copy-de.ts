/** German description templates (neutral register, no "du"/"Sie", as on most shop pages). */
import { countryIn, seedTypeWithArticle } from '../demo-labels';
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
  const hi = p.heightIndoorCm;
  const ho = p.heightOutdoorCm;
  const yi = p.yieldIndoorGPerM2;
  const yo = p.yieldOutdoorGPerPlant;
  return (
    [
      `Im Innenbereich wird sie ${hi.min}–${hi.max} cm hoch und bringt ${yi.min}–${yi.max} g/m²; im Freien erreicht sie ${ho.min}–${ho.max} cm und bis zu ${yo.max} g pro Pflanze. Geeignet für den Anbau ${areas}.`,
      `Sie gedeiht ${areas}. Unter Kunstlicht liefert sie ${yi.min}–${yi.max} g/m², im Freien ${yo.min}–${yo.max} g pro Pflanze bei einer Höhe von bis zu ${ho.max} cm.`,
      `Drinnen bleiben die Pflanzen bei ${hi.min}–${hi.max} cm (${yi.min}–${yi.max} g/m²), draußen erreichen sie ${ho.min}–${ho.max} cm (${yo.min}–${yo.max} g pro Pflanze); die Sorte gedeiht ${areas}.`,
    ][variant % 3] ?? ''
  );
}

export const copyDe: LocaleCopy = {
  product: describeProduct({ lists, intro, flowering, experience, cultivation }),
  seedBank(b, pick) {
    const where = countryIn[b.country][l];
    const focus = { feminized: 'feminisierte', autoflowering: 'selbstblühende', regular: 'reguläre' }[b.productFocus];
    return pick([
      `${b.name} wurde ${b.foundedYear} ${where} gegründet und ist vor allem für ${focus} Samen bekannt. Jede Sorte wird über mehrere Generationen getestet, bevor sie in den Shop kommt.`,
      `Seit ${b.foundedYear} züchtet ${b.name} Cannabis ${where}. Das Team setzt auf stabile ${focus} Genetik mit verlässlichen Erträgen.`,
      `${b.name} begann ${b.foundedYear} ${where} als kleines Züchterkollektiv und liefert heute ${focus} Samen an Grower in ganz Europa.`,
    ]);
  },
};
