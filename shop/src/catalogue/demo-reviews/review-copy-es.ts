import type { ReviewCopy } from './review-copy';

export const reviewCopyEs: ReviewCopy = {
  locale: 'es',
  names: [
    'Javier G.',
    'Lucía M.',
    'Carlos R.',
    'María L.',
    'Pablo S.',
    'Carmen V.',
    'Diego F.',
    'Elena P.',
    'Álvaro N.',
    'Marta C.',
    'Sergio D.',
    'Paula T.',
  ],
  sentences: {
    positive: [
      () => `Germinaron todas las semillas en dos días y las plantas crecieron muy parejas.`,
      (f) => `Tras un buen curado, el sabor a ${f.flavour} se nota muchísimo.`,
      (f) => `${f.name} estuvo lista en unas ${f.weeks} semanas, tal como indica la ficha.`,
      (f) => `Un efecto ${f.effect} muy agradable, tal como se describe.`,
      () => `Fácil de cultivar, incluso para un principiante como yo.`,
      () => `Cogollos densos y llenos de resina, y una cosecha mejor de lo esperado.`,
      (f) =>
        f.autoflowering
          ? `Para ser automática, es vigorosa y no da ningún problema.`
          : `Aguantó las podas sin estresarse.`,
      (f) => `Sin duda volveré a pedir ${f.name}.`,
    ],
    mixed: [
      () => `Variedad correcta, pero nada del otro mundo.`,
      (f) => `El aroma recuerda a ${f.flavour}, aunque más suave de lo que esperaba.`,
      (f) => `Tardó más bien ${f.weeks + 1} semanas en lugar de las ${f.weeks} anunciadas.`,
      () => `Dos plantas salieron bastante distintas al resto.`,
      (f) => `El efecto es bastante ${f.effect}, la producción, normalita.`,
      () => `Cumple por lo que cuesta, pero la próxima vez probaré otra.`,
    ],
    negative: [
      () => `Solo germinaron dos de cinco semillas, una decepción.`,
      (f) => `Del sabor a ${f.flavour} apenas queda rastro, olía más bien a heno.`,
      () => `Una planta salió hermafrodita en plena floración.`,
      (f) => `Necesitó bastante más de ${f.weeks + 2} semanas y los cogollos quedaron aireados.`,
      () => `Efecto flojo y una cosecha ridícula para tanto trabajo.`,
      (f) => `No volvería a comprar ${f.name}.`,
    ],
  },
  advantages: [
    (f) => `Intenso aroma a ${f.flavour}`,
    () => `Muy buena tasa de germinación`,
    (f) => `Lista en unas ${f.weeks} semanas`,
    () => `Compacta y fácil de manejar`,
    (f) => `Efecto ${f.effect} agradable`,
    () => `Buena relación calidad-precio`,
  ],
  disadvantages: {
    positive: [
      () => `Se estira bastante`,
      () => `Huele mucho en floración, conviene un filtro de carbón`,
      () => `Podría ser algo más barata`,
    ],
    mixed: [() => `Fenotipos poco uniformes`, () => `Producción media`, (f) => `Tarda más de ${f.weeks} semanas`],
    negative: [() => `Germinación muy baja`, () => `Plantas hermafroditas`, () => `Cogollos aireados y poca cosecha`],
  },
  impressions: {
    positive: [
      () => `De las mejores variedades que he tenido en el armario este año.`,
      () => `Nada que objetar, de verdad.`,
    ],
    mixed: [() => `En general bien, pero no es de mis favoritas.`, () => `Cumple, sin más.`],
    negative: [() => `Para mí no vale lo que cuesta.`, () => `Una decepción de principio a fin.`],
  },
  flavour: (_id, label) => label.toLowerCase(),
};
