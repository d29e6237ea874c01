import { describe, expect, it } from 'vitest';
import { priceRulesFromDocuments } from './price-rule-documents';

const ruleDoc = (overrides: Record<string, unknown> = {}) => ({
  _id: 'priceRule.winter',
  discountType: 'percent',
  percentOff: 20,
  amountOff: null,
  scope: 'seedBanks',
  seedBanks: ['royal-queen-seeds'],
  categories: null,
  products: null,
  startsAt: '2026-11-30T23:00:00Z',
  endsAt: '2026-12-31T23:00:00Z',
  couponCode: null,
  usageLimit: null,
  giftTiers: null,
  ...overrides,
});

const promotion = (language: string, title: string, badge: string, rule = 'priceRule.winter') => ({
  _id: `promotion.winter.${language}`,
  language,
  title,
  badge,
  rule,
});

function read(rules: unknown[], promotions: unknown[] = [promotion('en', 'Winter sale', '−20 %')]) {
  const logged: string[] = [];
  const result = priceRulesFromDocuments({ rules, promotions }, (line) => logged.push(line));
  return { result, logged };
}

describe('priceRulesFromDocuments', () => {
  it('maps a rule with the names and badges of the promotions that carry it', () => {
    const { result, logged } = read(
      [ruleDoc()],
      [promotion('en', 'Winter sale', '−20 %'), promotion('de', 'Winteraktion', '−20 %')],
    );
    expect(logged).toEqual([]);
    expect(result).toEqual([
      {
        id: 'priceRule.winter',
        names: { en: 'Winter sale', de: 'Winteraktion' },
        badges: { en: '−20 %', de: '−20 %' },
        discount: { kind: 'percent', value: 20 },
        scope: { kind: 'seed-banks', seedBanks: ['royal-queen-seeds'] },
        startsAt: new Date('2026-11-30T23:00:00Z'),
        endsAt: new Date('2026-12-31T23:00:00Z'),
        couponCode: null,
        usageLimit: null,
        giftTiers: [],
      },
    ]);
  });

  it('turns euros into cents: amount off, gift thresholds (sorted); coupon codes upper-case', () => {
    const { result } = read([
      ruleDoc({
        discountType: 'amount',
        percentOff: null,
        amountOff: 2.5,
        scope: 'products',
        products: ['prod-000001', 'prod-000001', 'prod-000002'],
        couponCode: ' winter-20 ',
        usageLimit: 100,
        giftTiers: [
          { threshold: 100, products: ['prod-000009'] },
          { threshold: 49.99, products: ['prod-000008'] },
        ],
      }),
    ]);
    expect(result[0]).toMatchObject({
      discount: { kind: 'amount', value: 250 },
      scope: { kind: 'products', products: ['prod-000001', 'prod-000002'] },
      couponCode: 'WINTER-20',
      usageLimit: 100,
      giftTiers: [
        { thresholdCents: 4999, products: ['prod-000008'] },
        { thresholdCents: 10_000, products: ['prod-000009'] },
      ],
    });
  });

  it('maps every scope', () => {
    const scopes = read(
      [ruleDoc({ _id: 'a', scope: 'all' }), ruleDoc({ _id: 'b', scope: 'categories', categories: ['autoflowering'] })],
      [promotion('en', 'A', 'a', 'a'), promotion('en', 'B', 'b', 'b')],
    ).result.map((rule) => rule.scope);
    expect(scopes).toEqual([{ kind: 'all' }, { kind: 'categories', categories: ['autoflowering'] }]);
  });

  it('leaves out a rule no published promotion carries, without a log line', () => {
    expect(read([ruleDoc()], [])).toEqual({ result: [], logged: [] });
  });

  it('skips bad documents with a log line naming them and keeps the others', () => {
    const good = ruleDoc({ _id: 'priceRule.good' });
    const { result, logged } = read(
      [
        ruleDoc({ _id: 'priceRule.no-percent', percentOff: null }),
        ruleDoc({ _id: 'priceRule.fraction', percentOff: 12.5 }),
        ruleDoc({ _id: 'priceRule.backwards', endsAt: '2026-11-01T00:00:00Z' }),
        ruleDoc({ _id: 'priceRule.bad-date', startsAt: 'soon' }),
        ruleDoc({ _id: 'priceRule.empty-scope', seedBanks: [] }),
        ruleDoc({ _id: 'priceRule.unknown-scope', scope: 'everything' }),
        ruleDoc({ _id: 'priceRule.bad-limit', couponCode: 'X', usageLimit: 0 }),
        { _id: 'priceRule.not-a-rule' },
        'junk',
        good,
      ],
      [
        'priceRule.no-percent',
        'priceRule.fraction',
        'priceRule.backwards',
        'priceRule.bad-date',
        'priceRule.empty-scope',
        'priceRule.unknown-scope',
        'priceRule.bad-limit',
        'priceRule.not-a-rule',
        'priceRule.good',
      ].map((id) => promotion('en', 'Sale', '−20 %', id)),
    );
    expect(result.map((rule) => rule.id)).toEqual(['priceRule.good']);
    expect(logged).toHaveLength(9);
    for (const id of ['no-percent', 'fraction', 'backwards', 'bad-date', 'empty-scope', 'unknown-scope', 'bad-limit']) {
      expect(
        logged.some((line) => line.includes(`priceRule.${id} skipped`)),
        id,
      ).toBe(true);
    }
    expect(logged.some((line) => line.includes('(no _id) skipped'))).toBe(true);
  });

  it('skips a bad gift tier but keeps the rule, and a promotion without a language', () => {
    const { result, logged } = read(
      [
        ruleDoc({
          giftTiers: [
            { threshold: 50, products: [] },
            { threshold: 80, products: ['prod-000003'] },
          ],
        }),
      ],
      [promotion('en', 'Winter sale', '−20 %'), promotion('xx', 'Nope', 'n')],
    );
    expect(result[0]?.giftTiers).toEqual([{ thresholdCents: 8000, products: ['prod-000003'] }]);
    expect(result[0]?.names).toEqual({ en: 'Winter sale' });
    expect(logged).toHaveLength(2);
  });

  it('reads nothing from an answer of another shape, with a log line', () => {
    const logged: string[] = [];
    expect(priceRulesFromDocuments([1, 2], (line) => logged.push(line))).toEqual([]);
    expect(priceRulesFromDocuments(null, (line) => logged.push(line))).toEqual([]);
    expect(logged).toHaveLength(2);
  });
});
