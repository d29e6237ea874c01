/**
 * XLIFF 2.0 exchange of the UI catalogues with translators' CAT tools.
 *
 * Each key is a <unit>. Its English message is the <source>, the language's message the <target>.
 * Everything that is ICU syntax rather than prose becomes an inline code the CAT tool shows as a
 * tag and does not let the translator retype: a {name} or {n, number} argument and the `#` of a
 * plural are a <ph/>; a plural or select is cut into <ph/>s for `{count, plural, one {`,
 * `} other {` and `}}` with the prose of each branch between them; a rich-text tag <b>…</b> is a
 * <pc> around its content. The ICU spelling of every code is kept in the unit's <originalData>, so
 * the import puts back exactly what the export took apart: the text between codes is the raw ICU
 * text (quoting apostrophes included), and an unchanged file imports to unchanged catalogues.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLocale, localeDefinitions, type Locale } from '../index';
import { argumentsOf, parseMessage, type Catalogue } from './catalogues';

const xliffNamespace = 'urn:oasis:names:tc:xliff:document:2.0';

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'ph'; data: string }
  | { kind: 'pc'; start: string; end: string; children: Piece[] };

function offsetsOf(element: MessageFormatElement): { start: number; end: number } {
  const location = element.location;
  if (!location) throw new Error('the ICU parser gave no location');
  return { start: location.start.offset, end: location.end.offset };
}

/** Cuts the ICU message `source[from, to)` (holding `elements`) into prose and inline codes. */
function piecesOf(source: string, elements: readonly MessageFormatElement[], from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  let cursor = from;
  const text = (end: number) => {
    if (end > cursor) pieces.push({ kind: 'text', text: source.slice(cursor, end) });
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) continue;
    const { start, end } = offsetsOf(element);
    text(start);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      let codeStart = start;
      for (const option of Object.values(element.options)) {
        const location = option.location;
        if (!location) throw new Error('the ICU parser gave no location');
        pieces.push({ kind: 'ph', data: source.slice(codeStart, location.start.offset + 1) });
        pieces.push(...piecesOf(source, option.value, location.start.offset + 1, location.end.offset - 1));
        codeStart = location.end.offset - 1;
      }
      pieces.push({ kind: 'ph', data: source.slice(codeStart, end) });
    } else if (element.type === TYPE.tag) {
      const open = `<${element.value}>`;
      const close = `</${element.value}>`;
      pieces.push({
        kind: 'pc',
        start: source.slice(start, start + open.length),
        end: source.slice(end - close.length, end),
        children: piecesOf(source, element.children, start + open.length, end - close.length),
      });
    } else {
      pieces.push({ kind: 'ph', data: source.slice(start, end) });
    }
    cursor = end;
  }
  text(to);
  return pieces;
}

function messagePieces(message: string): Piece[] {
  return piecesOf(message, parseMessage(message, { captureLocation: true }), 0, message.length);
}

function escapeXml(text: string, attribute = false): string {
  const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return attribute ? escaped.replaceAll('"', '&quot;').replaceAll('\n', '&#10;').replaceAll('\t', '&#9;') : escaped;
}

/** Numbers a unit's codes: one <data> per distinct ICU spelling, one id per code in the source. */
class UnitCodes {
  readonly data = new Map<string, string>();
  private readonly sourceIds: { id: string; key: string }[] = [];
  private nextId = 1;

  dataRef(spelling: string): string {
    let id = this.data.get(spelling);
    if (id === undefined) {
      id = `d${this.data.size + 1}`;
      this.data.set(spelling, id);
    }
    return id;
  }

  /** Source codes get fresh ids; a target code reuses the id of the same code in the source. */
  id(key: string, side: 'source' | 'target', used: Set<string>): string {
    if (side === 'target') {
      const match = this.sourceIds.find((entry) => entry.key === key && !used.has(entry.id));
      if (match) {
        used.add(match.id);
        return match.id;
      }
    }
    const id = String(this.nextId);
    this.nextId += 1;
    if (side === 'source') this.sourceIds.push({ id, key });
    used.add(id);
    return id;
  }

  write(pieces: readonly Piece[], side: 'source' | 'target', used = new Set<string>()): string {
    let xml = '';
    for (const piece of pieces) {
      if (piece.kind === 'text') xml += escapeXml(piece.text);
      else if (piece.kind === 'ph') {
        const ref = this.dataRef(piece.data);
        xml += `<ph id="${this.id(`ph:${piece.data}`, side, used)}" dataRef="${ref}" disp="${escapeXml(piece.data, true)}"/>`;
      } else {
        const start = this.dataRef(piece.start);
        const end = this.dataRef(piece.end);
        const id = this.id(`pc:${piece.start}${piece.end}`, side, used);
        xml += `<pc id="${id}" dataRefStart="${start}" dataRefEnd="${end}" dispStart="${escapeXml(piece.start, true)}" dispEnd="${escapeXml(piece.end, true)}">`;
        xml += this.write(piece.children, side, used);
        xml += '</pc>';
      }
    }
    return xml;
  }
}

/** An XLIFF 2.0 document with every English message as a source and the language's as a target. */
export function exportXliff(english: Catalogue, translation: Catalogue, locale: Locale): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${xliffNamespace}" version="2.0" srcLang="${localeDefinitions.en.tag}" trgLang="${localeDefinitions[locale].tag}">`,
    '  <file id="ui" original="locales/en.json" xml:space="preserve">',
  ];
  for (const [key, message] of Object.entries(english)) {
    const codes = new UnitCodes();
    const source = codes.write(messagePieces(message), 'source');
    const existing = translation[key];
    const target =
      existing === undefined || existing === '' ? undefined : codes.write(messagePieces(existing), 'target');
    lines.push(`    <unit id="${escapeXml(key, true)}">`);
    if (codes.data.size > 0) {
      lines.push('      <originalData>');
      for (const [spelling, id] of codes.data) lines.push(`        <data id="${id}">${escapeXml(spelling)}</data>`);
      lines.push('      </originalData>');
    }
    lines.push(`      <segment state="${target === undefined ? 'initial' : 'translated'}">`);
    lines.push(`        <source>${source}</source>`);
    if (target !== undefined) lines.push(`        <target>${target}</target>`);
    lines.push('      </segment>', '    </unit>');
  }
  lines.push('  </file>', '</xliff>', '');
  return lines.join('\n');
}

/** A file the import refuses; `problems` name the unit and the line of each. */
export class XliffImportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the XLIFF file was not imported:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

function nameOf(node: OrderedNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function childrenOf(node: OrderedNode): OrderedNode[] {
  const children = node[nameOf(node)];
  return Array.isArray(children) ? (children as OrderedNode[]) : [];
}

function attribute(node: OrderedNode, name: string): string | undefined {
  return node[':@']?.[name];
}

/** Line (1-based) of every <unit> and of its first <target>, by unit id, found in one pass. */
function unitLines(xml: string): Map<string, { unit: number; target: number }> {
  const lines = new Map<string, { unit: number; target: number }>();
  let line = 1;
  let counted = 0;
  const lineAt = (index: number) => {
    for (let at = xml.indexOf('\n', counted); at !== -1 && at < index; at = xml.indexOf('\n', at + 1)) line += 1;
    counted = Math.max(counted, index);
    return line;
  };
  for (const match of xml.matchAll(/<unit\b[^>]*?\bid=(["'])(.*?)\1/g)) {
    const unit = lineAt(match.index);
    const unitEnd = xml.indexOf('</unit>', match.index);
    const targetAt = xml.indexOf('<target', match.index);
    const hasTarget = targetAt !== -1 && (unitEnd === -1 || targetAt < unitEnd);
    const target = hasTarget ? lineAt(targetAt) : unit;
    const id = (match[2] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    if (!lines.has(id)) lines.set(id, { unit, target });
  }
  return lines;
}

function textOf(nodes: readonly OrderedNode[]): string {
  let text = '';
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text') text += String(node['#text']);
    else if (name === 'cp') text += String.fromCodePoint(Number.parseInt(attribute(node, 'hex') ?? '', 16));
    else text += textOf(childrenOf(node));
  }
  return text;
}

/** Puts a <target>'s content back into an ICU message, the codes spelled from <originalData>. */
function rebuild(
  nodes: readonly OrderedNode[],
  data: ReadonlyMap<string, string>,
  problem: (message: string) => void,
): string {
  let message = '';
  const spelling = (ref: string | undefined, code: string): string => {
    const value = ref === undefined ? undefined : data.get(ref);
    if (value === undefined) {
      problem(`the code <${code}> points to no <data> of the unit (dataRef "${ref ?? ''}")`);
      return '';
    }
    return value;
  };
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text') message += String(node['#text']);
    else if (name === 'cp') message += String.fromCodePoint(Number.parseInt(attribute(node, 'hex') ?? '', 16));
    else if (name === 'ph' || name === 'sc' || name === 'ec') message += spelling(attribute(node, 'dataRef'), name);
    else if (name === 'pc') {
      message += spelling(attribute(node, 'dataRefStart'), 'pc');
      message += rebuild(childrenOf(node), data, problem);
      message += spelling(attribute(node, 'dataRefEnd'), 'pc');
    } else if (name === 'mrk' || name === 'sm' || name === 'em') message += rebuild(childrenOf(node), data, problem);
    else problem(`<${name}> is not an inline element of XLIFF 2.0`);
  }
  return message;
}

export interface XliffImport {
  readonly locale: Locale;
  /** Every unit with a target, its message rebuilt and checked. */
  readonly messages: Map<string, string>;
}

/**
 * Reads a translated XLIFF 2.0 file. It is refused as a whole when it is not well-formed XML, not
 * for one of the shop's languages, names a key English does not have, or when any target is not a
 * valid ICU message or uses other placeholders than the English message.
 */
export function importXliff(xml: string, english: Catalogue): XliffImport {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new XliffImportError([`line ${valid.err.line}: the file is not well-formed XML: ${valid.err.msg}`]);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  const document = parser.parse(xml) as OrderedNode[];
  const root = document.find((node) => nameOf(node) === 'xliff');
  if (!root || !(attribute(root, 'version') ?? '').startsWith('2.'))
    throw new XliffImportError(['line 1: this is not an XLIFF 2 document (<xliff version="2.0">)']);
  const trgLang = attribute(root, 'trgLang') ?? '';
  const language = trgLang.split('-')[0]?.toLowerCase() ?? '';
  if (!isLocale(language) || language === 'en') {
    throw new XliffImportError([
      `line ${xml.slice(0, xml.indexOf('<xliff')).split('\n').length}: trgLang "${trgLang}" is none of the shop's translated languages (de, fr, es)`,
    ]);
  }
  const positions = unitLines(xml);
  const problems: string[] = [];
  const messages = new Map<string, string>();
  for (const file of childrenOf(root).filter((node) => nameOf(node) === 'file')) {
    for (const unit of childrenOf(file).filter((node) => nameOf(node) === 'unit')) {
      const id = attribute(unit, 'id') ?? '';
      const lines = positions.get(id) ?? { unit: 0, target: 0 };
      const here = (message: string) => problems.push(`unit "${id}", line ${lines.target}: ${message}`);
      const source = english[id];
      if (source === undefined) {
        problems.push(`unit "${id}", line ${lines.unit}: en.json has no such key`);
        continue;
      }
      const data = new Map<string, string>();
      const parts = childrenOf(unit);
      for (const originalData of parts.filter((node) => nameOf(node) === 'originalData')) {
        for (const entry of childrenOf(originalData).filter((node) => nameOf(node) === 'data')) {
          data.set(attribute(entry, 'id') ?? '', textOf(childrenOf(entry)));
        }
      }
      // A CAT tool may split a unit into several segments (and <ignorable> whitespace between them).
      let message = '';
      let translated = false;
      for (const part of parts.filter((node) => ['segment', 'ignorable'].includes(nameOf(node)))) {
        const children = childrenOf(part);
        const target = children.find((node) => nameOf(node) === 'target');
        const chosen =
          target ?? (nameOf(part) === 'ignorable' ? children.find((node) => nameOf(node) === 'source') : undefined);
        if (target) translated = true;
        if (chosen) message += rebuild(childrenOf(chosen), data, here);
      }
      if (!translated || message === '') continue;
      let elements: MessageFormatElement[];
      try {
        elements = parseMessage(message);
      } catch (error) {
        here(`the target is not a valid ICU message (${(error as Error).message}): ${message}`);
        continue;
      }
      const ours = [...argumentsOf(elements)].sort();
      const theirs = [...argumentsOf(parseMessage(source))].sort();
      if (ours.join('\n') !== theirs.join('\n')) {
        here(
          `the target uses ${ours.join(', ') || 'no placeholders'} where English uses ${theirs.join(', ') || 'none'}`,
        );
        continue;
      }
      messages.set(id, message);
    }
  }
  if (problems.length > 0) throw new XliffImportError(problems);
  return { locale: language, messages };
}
