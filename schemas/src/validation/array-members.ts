/**
 * Sanity's validation skips array items whose `_type` the array does not allow (the Studio shows
 * them as "invalid item" instead). For a dataset built outside the Studio that is exactly the
 * mistake to catch, so this walks a document along the compiled schema and reports such items.
 */
import { pathToString, type Path, type SchemaType } from 'sanity';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(value: unknown, type: SchemaType, path: Path, problems: string[]): void {
  if (type.jsonType === 'object' && isRecord(value)) {
    for (const field of type.fields) walk(value[field.name], field.type, [...path, field.name], problems);
    return;
  }
  if (type.jsonType !== 'array' || !Array.isArray(value)) return;
  value.forEach((item: unknown, index) => {
    if (!isRecord(item)) return; // primitive members (strings) are checked by their own rules
    const key = item['_key'];
    const itemPath: Path = [...path, typeof key === 'string' ? { _key: key } : index];
    const itemType = item['_type'];
    const member = type.of.find((candidate) => candidate.name === itemType);
    if (member) {
      walk(item, member, itemPath, problems);
      return;
    }
    const allowed = type.of.map((candidate) => candidate.name).join(', ');
    problems.push(`${pathToString(itemPath)}: Type "${String(itemType)}" is not allowed here (allowed: ${allowed})`);
  });
}

/** Array items of types the array does not allow, as `path: message` lines. */
export function disallowedArrayMembers(document: Record<string, unknown>, type: SchemaType): string[] {
  const problems: string[] = [];
  walk(document, type, [], problems);
  return problems;
}
