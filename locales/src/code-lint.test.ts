import { describe, expect, it } from 'vitest';
import { codeFindings, codeFindingsOf } from './code-lint';

describe('codeFindingsOf', () => {
  const rules = (code: string) => codeFindingsOf('x.tsx', code).map((finding) => finding.rule);

  it('finds dates formatted without the French « 1er »', () => {
    expect(rules('intl.formatDate(at, { dateStyle: "long" });')).toEqual(['date-format']);
    expect(rules('new Intl.DateTimeFormat(tag, { dateStyle: "medium" }).format(at);')).toEqual(['date-format']);
    expect(rules('new Intl.DateTimeFormat(tag, { month: "long", day: "numeric" });')).toEqual(['date-format']);
    expect(rules('const a = <FormattedDate value={at} />;')).toEqual(['date-format']);
    expect(rules('at.toLocaleDateString("fr");')).toEqual(['date-format']);
    expect(rules('formatCalendarDate(at, tag, { dateStyle: "long" });')).toEqual([]);
    expect(rules('new Intl.DateTimeFormat("en", { year: "numeric" });')).toEqual([]);
  });

  it('finds a label and value joined by a hard-coded colon', () => {
    expect(rules('const s = `${label}: ${value}`;')).toEqual(['label-join']);
    expect(rules('const s = [label, value].join(": ");')).toEqual(['label-join']);
    expect(rules('const s = label + ": " + value;')).toEqual(['label-join']);
    expect(rules('const a = <span>{label}: </span>;')).toEqual(['label-join']);
    expect(rules('const s = `${key}:${value}`;')).toEqual([]);
    expect(rules('const s = `${minutes}:${seconds}`;')).toEqual([]);
    expect(rules('const copy = { fr: { labelled: (l, v) => `${l}\\u00a0: ${v}` } };')).toEqual([]);
    expect(rules('const a = <span>{t({ id: "common.labelled" }, { label, value: "" })}</span>;')).toEqual([]);
  });
});

describe('web/src and shop/src', () => {
  it('format calendar dates through formatCalendarDate and join labels through a message', { timeout: 60_000 }, () => {
    expect(codeFindings().map((finding) => `${finding.rule} ${finding.at}: ${finding.code}`)).toEqual([]);
  });
});
