/**
 * Route patterns are written the way the spec writes them: `/blog/{slug}`, `/top-10-{slug}`,
 * `/blog/page-{page}`. A segment is a literal, a parameter, or a literal prefix plus a parameter.
 * The parameter names are read from the pattern at the type level, so path builders are typed.
 */

type SegmentParams<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | SegmentParams<Rest>
  : never;

export type ParamNames<P extends string> = SegmentParams<P>;

export type ParamsOf<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in ParamNames<P>]: string };

interface CompiledSegment {
  readonly literal: string;
  readonly param: string | null;
}

export interface CompiledPattern {
  readonly pattern: string;
  readonly segments: readonly CompiledSegment[];
}

const segmentShape = /^([^{}]*)(?:\{([a-zA-Z][a-zA-Z0-9]*)\})?$/;

export function compilePattern(pattern: string): CompiledPattern {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern must start with "/": ${pattern}`);
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  const segments = parts.map((part) => {
    const shape = segmentShape.exec(part);
    if (!shape) throw new Error(`Unsupported route segment "${part}" in ${pattern}`);
    return { literal: shape[1] ?? '', param: shape[2] ?? null };
  });
  return { pattern, segments };
}

/** Matches already-decoded path segments; returns the parameters or null. */
export function matchPattern(compiled: CompiledPattern, segments: readonly string[]): Record<string, string> | null {
  if (segments.length !== compiled.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    const value = segments[index];
    if (value === undefined) return null;
    if (segment.param === null) {
      if (value !== segment.literal) return null;
      continue;
    }
    if (!value.startsWith(segment.literal)) return null;
    const paramValue = value.slice(segment.literal.length);
    if (paramValue.length === 0) return null;
    params[segment.param] = paramValue;
  }
  return params;
}

/** Fills a pattern; every parameter value is URL-encoded as one path segment. */
export function fillPattern(compiled: CompiledPattern, params: Record<string, string>): string {
  if (compiled.segments.length === 0) return '/';
  const parts = compiled.segments.map((segment) => {
    if (segment.param === null) return segment.literal;
    const value = params[segment.param];
    if (value === undefined || value.length === 0) {
      throw new Error(`Missing parameter "${segment.param}" for route ${compiled.pattern}`);
    }
    return segment.literal + encodeURIComponent(value);
  });
  return `/${parts.join('/')}`;
}
