/**
 * The ICU MessageFormat the browser's messages use, formatted the way react-intl formats them
 * (intl-messageformat), without its general parser: plain text, `{name}`, `{name, number}` and
 * `{name, number, percent|integer}`, `{name, plural, [offset:n] =n {…} one {…} other {…}}` with
 * `#`, `{name, select, a {…} other {…}}`, rich-text tags `<link>…</link>`, and ICU quoting (`''`
 * for an apostrophe, `'{…}'` for literal syntax). Anything else — dates, times, number skeletons,
 * selectordinal — is refused with an error, so a message that needs more than this fails its test
 * (message-format.test.ts formats every client message in every language both ways) instead of
 * rendering differently.
 */

export type MessageNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'argument'; readonly name: string }
  | { readonly kind: 'number'; readonly name: string; readonly style: 'percent' | 'integer' | undefined }
  | {
      readonly kind: 'plural' | 'select';
      readonly name: string;
      readonly offset: number;
      readonly options: Readonly<Record<string, readonly MessageNode[]>>;
    }
  | { readonly kind: 'pound' }
  | { readonly kind: 'tag'; readonly name: string; readonly children: readonly MessageNode[] };

/** A value a message can be given: text, a number, a rendered node, or a tag's function. */
export type MessageValue = unknown;

export class MessageSyntaxError extends Error {}

/** Parses `message`; throws `MessageSyntaxError` for syntax outside the subset above. */
export function parseMessage(message: string): readonly MessageNode[] {
  const parser = new Parser(message);
  const nodes = parser.nodes(false, undefined);
  if (parser.position < message.length) parser.fail('unexpected "}"');
  return nodes;
}

class Parser {
  position = 0;
  constructor(private readonly source: string) {}

  fail(why: string): never {
    throw new MessageSyntaxError(`${why} at ${this.position} in ${JSON.stringify(this.source)}`);
  }

  /** Nodes up to a closing `}` (not consumed) or the closing tag `</closing>` (consumed), or the end. */
  nodes(inPlural: boolean, closing: string | undefined): MessageNode[] {
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') nodes.push({ kind: 'text', text });
      text = '';
    };
    const source = this.source;
    while (this.position < source.length) {
      const char = source[this.position];
      if (char === '}') break;
      if (char === '{') {
        flush();
        nodes.push(this.argument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        this.position += 1;
        continue;
      }
      if (char === '<' && source[this.position + 1] === '/') {
        const match = /^<\/([A-Za-z][\w-]*)>/.exec(source.slice(this.position));
        if (match === null) this.fail('malformed closing tag');
        if (match[1] !== closing) this.fail(`closing tag </${match[1]}> without its opening tag`);
        flush();
        this.position += match[0].length;
        return nodes;
      }
      if (char === '<' && /[A-Za-z]/.test(source[this.position + 1] ?? '')) {
        const match = /^<([A-Za-z][\w-]*)(\s*\/)?>/.exec(source.slice(this.position));
        if (match === null) this.fail('malformed tag');
        if (match[2] !== undefined) this.fail('self-closing tags are not supported');
        flush();
        this.position += match[0].length;
        const children = this.nodes(inPlural, match[1]);
        nodes.push({ kind: 'tag', name: match[1] ?? '', children });
        continue;
      }
      if (char === "'") {
        text += this.quoted(inPlural);
        continue;
      }
      text += char;
      this.position += 1;
    }
    if (closing !== undefined) this.fail(`tag <${closing}> is not closed`);
    flush();
    return nodes;
  }

  /** ICU quoting: `''` is an apostrophe; `'` before syntax opens a literal run up to the next `'`. */
  quoted(inPlural: boolean): string {
    const source = this.source;
    const next = source[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    const opensQuote = next === '{' || next === '}' || next === '<' || next === '>' || (inPlural && next === '#');
    if (!opensQuote) {
      this.position += 1;
      return "'";
    }
    let text = '';
    this.position += 1;
    while (this.position < source.length) {
      const char = source[this.position];
      if (char === "'") {
        if (source[this.position + 1] === "'") {
          text += "'";
          this.position += 2;
          continue;
        }
        this.position += 1;
        return text;
      }
      text += char;
      this.position += 1;
    }
    return text;
  }

  whitespace(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }

  word(): string {
    const match = /^[^\s{},#<>'=]+/.exec(this.source.slice(this.position));
    if (match === null) this.fail('expected a name');
    this.position += match[0].length;
    return match[0];
  }

  expect(char: string): void {
    if (this.source[this.position] !== char) this.fail(`expected "${char}"`);
    this.position += 1;
  }

  argument(): MessageNode {
    this.expect('{');
    this.whitespace();
    const name = this.word();
    this.whitespace();
    if (this.source[this.position] === '}') {
      this.position += 1;
      return { kind: 'argument', name };
    }
    this.expect(',');
    this.whitespace();
    const type = this.word();
    this.whitespace();
    if (type === 'number') {
      let style: 'percent' | 'integer' | undefined;
      if (this.source[this.position] === ',') {
        this.position += 1;
        this.whitespace();
        const word = this.word();
        if (word !== 'percent' && word !== 'integer') this.fail(`number style "${word}" is not supported`);
        style = word;
        this.whitespace();
      }
      this.expect('}');
      return { kind: 'number', name, style };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`argument type "${type}" is not supported`);
    this.expect(',');
    this.whitespace();
    let offset = 0;
    const options: Record<string, MessageNode[]> = {};
    while (this.source[this.position] !== '}') {
      if (this.position >= this.source.length) this.fail('unterminated argument');
      let selector: string;
      if (this.source[this.position] === '=') {
        this.position += 1;
        selector = `=${this.word()}`;
      } else {
        selector = this.word();
      }
      if (selector.startsWith('offset:') && type === 'plural') {
        const value = selector.slice('offset:'.length) || (this.whitespace(), this.word());
        offset = Number(value);
        if (!Number.isFinite(offset)) this.fail('bad plural offset');
        this.whitespace();
        continue;
      }
      this.whitespace();
      this.expect('{');
      // `#` is the number only directly in a plural's options (and tags there), as in ICU.
      options[selector] = this.nodes(type === 'plural', undefined);
      this.expect('}');
      this.whitespace();
    }
    this.position += 1;
    if (options.other === undefined) this.fail(`${type} without "other"`);
    return { kind: type, name, offset, options };
  }
}

/** Formatters the formatting reuses: one `Intl` object per locale and options. */
export interface MessageFormatters {
  number(options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  plural(): Intl.PluralRules;
}

export class MissingValueError extends Error {}

/**
 * The parts of a formatted message: adjacent text merged, other values (rendered nodes) kept apart,
 * as intl-messageformat's `formatToParts` returns them.
 */
export function formatNodes(
  nodes: readonly MessageNode[],
  values: Readonly<Record<string, MessageValue>>,
  formatters: MessageFormatters,
  pluralValue?: number,
): unknown[] {
  const parts: unknown[] = [];
  const push = (part: unknown) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && last >= 0 && typeof parts[last] === 'string') parts[last] += part;
    else parts.push(part);
  };
  const valueOf = (name: string): unknown => {
    if (!Object.hasOwn(values, name))
      throw new MissingValueError(`The intl string context variable "${name}" was not provided`);
    return values[name];
  };
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        push(node.text);
        break;
      case 'pound':
        if (typeof pluralValue === 'number') push(formatters.number().format(pluralValue));
        break;
      case 'argument': {
        const value = valueOf(node.name);
        push(typeof value === 'string' || typeof value === 'number' ? String(value) : value ? value : '');
        break;
      }
      case 'number': {
        const value = valueOf(node.name);
        const options: Intl.NumberFormatOptions | undefined =
          node.style === 'percent'
            ? { style: 'percent' }
            : node.style === 'integer'
              ? { maximumFractionDigits: 0 }
              : undefined;
        push(formatters.number(options).format(value as number));
        break;
      }
      case 'plural': {
        const value = Number(valueOf(node.name));
        const option =
          node.options[`=${value}`] ??
          node.options[formatters.plural().select(value - node.offset)] ??
          node.options.other;
        for (const part of formatNodes(option ?? [], values, formatters, value - node.offset)) push(part);
        break;
      }
      case 'select': {
        const value = String(valueOf(node.name));
        const option = Object.hasOwn(node.options, value) ? node.options[value] : node.options.other;
        for (const part of formatNodes(option ?? [], values, formatters, pluralValue)) push(part);
        break;
      }
      case 'tag': {
        const render = valueOf(node.name);
        if (typeof render !== 'function') throw new MissingValueError(`The value of <${node.name}> must be a function`);
        const rendered: unknown = render(formatNodes(node.children, values, formatters, pluralValue));
        for (const part of Array.isArray(rendered) ? rendered : [rendered]) push(part);
        break;
      }
    }
  }
  return parts;
}
