/**
 * Editorial text with figures such as "20 %" or "−20 %": the spaces inside a figure become
 * no-break spaces, so a heading never wraps between the number and its sign ("20 / % off").
 * The narrow no-break space French typography puts before "%" is kept as it is.
 */
export function keepFiguresTogether(text: string): string {
  return text.replace(/(\d)[ \t]+(%|‰)/g, '$1\u00a0$2').replace(/(^|\s)([−–-])[ \t]+(?=\d)/g, '$1$2\u00a0');
}
