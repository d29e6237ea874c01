/** Appends the language code to a document preview's subtitle: "Imprint · DE". */
export function withLanguage(subtitle: unknown, language: unknown): string | undefined {
  const parts = [
    typeof subtitle === 'string' ? subtitle : undefined,
    typeof language === 'string' ? language.toUpperCase() : undefined,
  ];
  const text = parts.filter((part) => part !== undefined && part !== '').join(' · ');
  return text === '' ? undefined : text;
}
