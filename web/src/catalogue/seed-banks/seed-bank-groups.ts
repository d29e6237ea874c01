/** Where a name is filed in the A–Z index: its first letter without accents, `#` for anything else. */
export function indexLetter(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

export interface LetterGroup<T> {
  readonly letter: string;
  readonly items: readonly T[];
}

/** The A–Z letters, then `#`: every jump link of the index, with or without entries. */
export const indexLetters: readonly string[] = [
  ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index)),
  '#',
];

/**
 * Items grouped by the first letter of their name, groups in A–Z order (`#` last), names within a
 * group in the page language's alphabetical order ("Ñ" and "Ö" file where readers look for them).
 */
export function groupByLetter<T extends { readonly name: string }>(items: readonly T[], tag: string): LetterGroup<T>[] {
  const collator = new Intl.Collator(tag, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = indexLetter(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return indexLetters.flatMap((letter) => {
    const group = groups.get(letter);
    return group === undefined ? [] : [{ letter, items: group }];
  });
}
