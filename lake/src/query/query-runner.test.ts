import { afterEach, describe, expect, it } from 'vitest';
import { LakeError } from '../contract';
import { QueryRunner, type QueryLimits } from './query-runner';

const dataset = Array.from({ length: 300 }, (_, index) => ({ _id: `doc-${index}`, _type: 'topicPage', n: index }));
const base = { identity: '', projectId: 'local', dataset: 'production' };
const limits: QueryLimits = { timeoutMs: 500, maxQueryLength: 1_000, maxParamsBytes: 2_000 };
const runners: QueryRunner[] = [];

function runner(overrides: Partial<QueryLimits> = {}, workers = 2): QueryRunner {
  const created = new QueryRunner({ ...limits, ...overrides }, workers);
  runners.push(created);
  return created;
}

afterEach(async () => {
  for (const created of runners.splice(0)) await created.close();
});

async function failure(promise: Promise<unknown>): Promise<LakeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LakeError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

/** CPU time of this whole process (worker threads included) over `ms` of wall time. */
async function cpuDuring(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('QueryRunner', () => {
  it('answers a query as JSON text from a worker', async () => {
    const queries = runner();
    const json = await queries.run({ ...base, query: 'count(*[n < $max])', params: { max: 10 }, documents: dataset });
    expect(JSON.parse(json)).toBe(10);
  });

  it('stops a cubic query at its time budget, answers 408, and the worker stops using CPU', async () => {
    const queries = runner({}, 1);
    // A loaded worker: the budget counts evaluation, not loading.
    await queries.run({ ...base, query: '1', params: {}, documents: dataset });
    const query = '*[]{ "a": *[]{ "b": *[] } }';
    const started = performance.now();
    const error = await failure(queries.run({ ...base, query, params: {}, documents: dataset }));
    const elapsed = performance.now() - started;
    expect(error.status).toBe(408);
    expect(error.body).toEqual({
      error: {
        type: 'queryTimeout',
        query,
        description: 'The query took longer than 500 ms and was stopped',
      },
    });
    expect(elapsed).toBeGreaterThanOrEqual(490);
    expect(elapsed).toBeLessThan(500 + 1_000);
    // A worker that kept evaluating would burn about as much CPU as wall time.
    expect(await cpuDuring(500)).toBeLessThan(200);
    // The next query gets a fresh worker.
    expect(JSON.parse(await queries.run({ ...base, query: 'count(*)', params: {}, documents: dataset }))).toBe(300);
  });

  it('stops a query that multiplies its parameters, whatever the dataset', async () => {
    const queries = runner({ maxParamsBytes: 64 * 1024 });
    const many = Array.from({ length: 400 }, () => ({}));
    const error = await failure(
      queries.run({ ...base, query: '$a[]{"x": $a[]{"y": $a[]{"z": 1}}}', params: { a: many }, documents: [] }),
    );
    expect(error.status).toBe(408);
  });

  it('keeps answering other queries while one runs into its budget', async () => {
    const queries = runner({ timeoutMs: 1_500 });
    const slow = failure(
      queries.run({ ...base, query: '*[]{ "a": *[]{ "b": *[] } }', params: {}, documents: dataset }),
    );
    const started = performance.now();
    const quick = await queries.run({ ...base, query: '*[_id == "doc-7"][0].n', params: {}, documents: dataset });
    expect(JSON.parse(quick)).toBe(7);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await slow).status).toBe(408);
  });

  it('refuses queries and parameters over the size limits with 413 before running them', () => {
    const queries = runner();
    const tooLong = () => queries.checkSize(`*[_id == "${'x'.repeat(1_000)}"]`, {});
    expect(tooLong).toThrow(LakeError);
    const tooMuch = () => queries.checkSize('$a', { a: 'x'.repeat(2_000) });
    expect(tooMuch).toThrow(/parameters are larger than 2000 bytes/);
    try {
      tooLong();
    } catch (error) {
      expect(error).toMatchObject({ status: 413, body: { error: { type: 'queryTooLarge' } } });
    }
    expect(() => queries.checkSize('*[_id == $id]', { id: 'doc-1' })).not.toThrow();
  });

  it('answers an evaluation error with 400', async () => {
    const error = await failure(runner().run({ ...base, query: 'nosuchfunction(1)', params: {}, documents: [] }));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ error: { type: 'queryParseError' } });
  });

  it('sends a document set again when the worker no longer holds it', async () => {
    const queries = runner({}, 1);
    const sets = Array.from({ length: 10 }, (_, set) => [{ _id: `only-${set}`, _type: 'x' }]);
    const idOf = async (set: number) =>
      JSON.parse(await queries.run({ ...base, query: '*[0]._id', params: {}, documents: sets[set] ?? [] }));
    for (let set = 0; set < 8; set++) expect(await idOf(set)).toBe(`only-${set}`);
    // Set 0 used again: the worker keeps it, and drops set 1 for set 8 instead.
    expect(await idOf(0)).toBe('only-0');
    expect(await idOf(8)).toBe('only-8');
    expect(await idOf(1)).toBe('only-1');
    expect(await idOf(9)).toBe('only-9');
    expect(await idOf(0)).toBe('only-0');
  });
});
