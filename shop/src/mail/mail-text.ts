/** Making text from forms and the database safe to put into a mail. */

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/gu, (character) => htmlEscapes[character] ?? character);
}

/** Names and addresses come from forms: one line, so they cannot add lines to the message. */
export function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** Only web links belong in these mails; anything else (javascript:, data:) is a bug upstream. */
export function checkedLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Mail links must be http(s) URLs, got ${link}`);
  return link;
}
