import type { ReviewCopy } from './review-copy';

export const reviewCopyEn: ReviewCopy = {
  locale: 'en',
  names: [
    'Jake R.',
    'Emily S.',
    'Tom H.',
    'Sarah K.',
    'Chris P.',
    'Olivia M.',
    'Dan W.',
    'Megan T.',
    'Liam B.',
    'Hannah C.',
    'Ryan D.',
    'Zoe F.',
  ],
  sentences: {
    positive: [
      () => `All five seeds popped within two days and the plants grew really even.`,
      (f) => `The ${f.flavour} notes come through loud and clear after a proper cure.`,
      (f) => `${f.name} finished in about ${f.weeks} weeks, right on schedule.`,
      (f) => `Lovely ${f.effect} high, exactly as described.`,
      () => `Easy grower, even for a beginner like me.`,
      () => `Dense, frosty buds and a yield that beat my expectations.`,
      (f) =>
        f.autoflowering
          ? `Zero fuss for an auto, no stunting at all.`
          : `Handled some heavy training without any stress.`,
      (f) => `Will definitely order ${f.name} again.`,
    ],
    mixed: [
      () => `Decent strain, but nothing that blew me away.`,
      (f) => `The smell leans towards ${f.flavour}, though weaker than I hoped.`,
      (f) => `Took closer to ${f.weeks + 1} weeks than the ${f.weeks} advertised.`,
      () => `Two of the plants looked quite different from the rest.`,
      (f) => `The effect is ${f.effect} enough, the yield just average.`,
      () => `Fine for the price, I might try something else next time.`,
    ],
    negative: [
      () => `Only two out of five seeds germinated, which is disappointing.`,
      (f) => `Barely any ${f.flavour} to speak of, mostly hay smell.`,
      () => `One plant threw bananas halfway through flower.`,
      (f) => `Needed well over ${f.weeks + 2} weeks and the buds stayed airy.`,
      () => `Weak effect and a tiny harvest for the effort.`,
      (f) => `Would not buy ${f.name} again.`,
    ],
  },
  advantages: [
    (f) => `Strong ${f.flavour} aroma`,
    () => `Great germination rate`,
    (f) => `Done in about ${f.weeks} weeks`,
    () => `Compact, easy to manage`,
    (f) => `Pleasant ${f.effect} effect`,
    () => `Good value for money`,
  ],
  disadvantages: {
    positive: [
      () => `Stretches quite a bit`,
      () => `Smells strong in flower, a carbon filter helps`,
      () => `Could be a bit cheaper`,
    ],
    mixed: [() => `Uneven phenotypes`, () => `Average yield`, (f) => `Takes longer than ${f.weeks} weeks`],
    negative: [() => `Poor germination`, () => `Hermaphrodite plants`, () => `Airy buds and a small harvest`],
  },
  impressions: {
    positive: [() => `One of the best strains in my tent this year.`, () => `Really happy with this one.`],
    mixed: [() => `Okay overall, but not a favourite.`, () => `Solid, if a little forgettable.`],
    negative: [() => `Not worth the money in my experience.`, () => `A letdown from start to finish.`],
  },
  flavour: (_id, label) => label.toLowerCase(),
};
