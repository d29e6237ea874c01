/** ASCII kebab-case for URLs: accents are folded (é → e, ß → ss) rather than dropped. */
export function slugify(text: string): string {
  return text
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
