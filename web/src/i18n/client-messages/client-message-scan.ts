import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Which UI messages can code in the browser ask for? The client module graph is every module a
 * `'use client'` module imports, statically or through `import()`, transitively. Its ids are:
 *
 * - every string literal in it that is a catalogue key (ids written as literals, in maps, in
 *   ternaries, passed to a local `t('…')` helper);
 * - the keys under a template or concatenated id (`` `review.sort.${sort}` ``), which must start
 *   with a prefix declared in `client-message-prefixes.ts`, so a dynamic id is always a decision;
 * - the ids a server component hands to a client component as props, read from the prop types
 *   with the TypeScript checker: a prop typed with the whole `MessageId` union cannot be bounded
 *   and is reported.
 *
 * A cast to `MessageId` in client code (an id that comes from data) is reported unless it casts a
 * declared template id. Everything reported is a problem the caller must fix before trusting the ids.
 */
export interface ClientMessageScan {
  /** Paths of the client module graph, relative to the source folder, sorted. */
  readonly clientModules: readonly string[];
  /** Catalogue ids client code can ask for, sorted. */
  readonly ids: readonly string[];
  /** Why the ids may be incomplete, one line each with file and line. */
  readonly problems: readonly string[];
}

export interface ClientMessageScanInput {
  /** The source folder whose `@/` alias it is (web/src). */
  readonly sourceDir: string;
  /** The keys of the source catalogue (en). */
  readonly catalogueKeys: readonly string[];
  /** Declared prefixes of template ids. */
  readonly prefixes: readonly string[];
}

const sourceExtensions = ['.ts', '.tsx'];
/** A union with at least this share of the catalogue is the whole `MessageId` type (or near it). */
const unboundedShare = 0.5;

export function scanClientMessages({ sourceDir, catalogueKeys, prefixes }: ClientMessageScanInput): ClientMessageScan {
  const keys = new Set(catalogueKeys);
  const files = sourceFilesBelow(sourceDir);
  const parsed = new Map(files.map((file) => [file, parse(file)]));
  const sourceOf = (file: string): ts.SourceFile => {
    const source = parsed.get(file);
    if (source === undefined) throw new Error(`${file} was not parsed`);
    return source;
  };
  const clientEntries = files.filter((file) => hasUseClientDirective(sourceOf(file)));
  const clientModules = moduleGraph(clientEntries, sourceOf, parsed, sourceDir);

  const ids = new Set<string>();
  const problems: string[] = [];
  const where = (source: ts.SourceFile, node: ts.Node) =>
    `${relative(sourceDir, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  /** The keys an id that starts with `head` can be, or undefined when `head` is not the start of an id. */
  const keysUnder = (head: string): string[] | undefined => {
    if (!/^[A-Za-z]\w*\./.test(head)) return undefined;
    const under = catalogueKeys.filter((key) => key.startsWith(head));
    return under.length > 0 ? under : undefined;
  };
  const declared = (head: string) => prefixes.some((prefix) => head.startsWith(prefix));

  for (const file of clientModules) {
    const source = sourceOf(file);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && keys.has(node.text)) {
        ids.add(node.text);
      }
      const head = dynamicIdHead(node);
      if (head !== undefined) {
        const under = keysUnder(head);
        if (under !== undefined) {
          if (declared(head)) for (const key of under) ids.add(key);
          else problems.push(`${where(source, node)}: dynamic id '${head}…' has no declared prefix`);
        }
      }
      if (
        (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
        /\bMessageId\b/.test(node.type.getText(source))
      ) {
        const operandHead = dynamicIdHead(node.expression);
        if (operandHead === undefined || !declared(operandHead)) {
          problems.push(`${where(source, node)}: a cast to MessageId hides which ids client code asks for`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const boundary = idsCrossingTheBoundary(sourceDir, files, new Set(clientModules), new Set(clientEntries), keys);
  for (const id of boundary.ids) ids.add(id);
  problems.push(...boundary.problems);

  return {
    clientModules: clientModules.map((file) => relative(sourceDir, file).split(sep).join('/')).sort(),
    ids: [...ids].sort(),
    problems,
  };
}

/** The static start of an id built at run time: a template's head, or the literal left of a `+`. */
function dynamicIdHead(node: ts.Node): string | undefined {
  if (ts.isTemplateExpression(node)) return node.head.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = node.left;
    if (ts.isStringLiteral(left) || ts.isNoSubstitutionTemplateLiteral(left)) return left.text;
  }
  return undefined;
}

function sourceFilesBelow(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      found.push(...sourceFilesBelow(path));
    } else if (
      sourceExtensions.some((extension) => entry.endsWith(extension)) &&
      !entry.endsWith('.d.ts') &&
      !/\.test\.tsx?$/.test(entry)
    ) {
      found.push(path);
    }
  }
  return found;
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function hasUseClientDirective(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
}

/** Modules imported at run time by `source`: static imports and re-exports (not `import type`), and `import()`. */
function runtimeImports(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The source file a specifier names (`@/…` or relative); undefined for packages and non-source files. */
function resolveSpecifier(specifier: string, fromFile: string, sourceDir: string, known: ReadonlyMap<string, unknown>) {
  let base: string;
  if (specifier.startsWith('@/')) base = join(sourceDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(fromFile, '..', specifier);
  else return undefined;
  const candidates = [base, ...sourceExtensions.map((extension) => base + extension)];
  candidates.push(...sourceExtensions.map((extension) => join(base, `index${extension}`)));
  return candidates.find((candidate) => known.has(candidate));
}

function moduleGraph(
  entries: readonly string[],
  sourceOf: (file: string) => ts.SourceFile,
  parsed: ReadonlyMap<string, ts.SourceFile>,
  sourceDir: string,
) {
  const reached = new Set<string>(entries);
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const specifier of runtimeImports(sourceOf(file))) {
      const target = resolveSpecifier(specifier, file, sourceDir, parsed);
      if (target !== undefined && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return [...reached];
}

/**
 * Props that server modules pass to components of `'use client'` modules, in JSX: the catalogue
 * ids their types can hold. A union covering most of the catalogue (a prop typed `MessageId`)
 * is a problem: the server could send any id.
 */
function idsCrossingTheBoundary(
  sourceDir: string,
  files: readonly string[],
  clientModules: ReadonlySet<string>,
  clientEntries: ReadonlySet<string>,
  keys: ReadonlySet<string>,
): { ids: string[]; problems: string[] } {
  const configPath = join(sourceDir, '..', 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const options = { ...config?.options, noEmit: true, incremental: false, plugins: [] };
  const serverFiles = files.filter((file) => !clientModules.has(file));
  const program = ts.createProgram({ rootNames: serverFiles, options });
  const checker = program.getTypeChecker();
  const ids = new Set<string>();
  const problems: string[] = [];
  const unboundedSize = keys.size * unboundedShare;

  const collect = (type: ts.Type, depth: number, seen: Set<ts.Type>, found: Set<string>): boolean => {
    if (seen.has(type) || depth > 5) return true;
    seen.add(type);
    if (type.isUnion()) {
      const keyMembers = type.types.filter((member) => member.isStringLiteral() && keys.has(member.value));
      if (keyMembers.length >= unboundedSize) return false;
      return type.types.every((member) => collect(member, depth, seen, found));
    }
    if (type.isStringLiteral()) {
      if (keys.has(type.value)) found.add(type.value);
      return true;
    }
    if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return true;
    const declaration = type.getSymbol()?.declarations?.[0];
    if (declaration !== undefined && declaration.getSourceFile().fileName.includes(`${sep}node_modules${sep}`)) {
      const elements =
        checker.isArrayType(type) || checker.isTupleType(type)
          ? checker.getTypeArguments(type as ts.TypeReference)
          : [];
      return elements.every((element) => collect(element, depth + 1, seen, found));
    }
    return checker.getPropertiesOfType(type).every((property) => {
      const propertyType = checker.getTypeOfSymbol(property);
      return collect(propertyType, depth + 1, seen, found);
    });
  };

  const isClientComponent = (tag: ts.JsxTagNameExpression): boolean => {
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(tag) ? tag.name : tag);
    if (symbol === undefined) return false;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol.declarations ?? []).some((declaration) => clientEntries.has(declaration.getSourceFile().fileName));
  };

  for (const file of serverFiles) {
    const source = program.getSourceFile(file);
    if (source === undefined) continue;
    const visit = (node: ts.Node): void => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isClientComponent(node.tagName)) {
        for (const attribute of node.attributes.properties) {
          const expression = ts.isJsxAttribute(attribute)
            ? attribute.initializer && ts.isJsxExpression(attribute.initializer)
              ? attribute.initializer.expression
              : attribute.initializer
            : attribute.expression;
          if (expression === undefined) continue;
          const found = new Set<string>();
          // A literal in the attribute (`label="cart.add"`) may be typed plain string by the checker.
          const literals = (child: ts.Node): void => {
            if ((ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) && keys.has(child.text)) {
              found.add(child.text);
            }
            ts.forEachChild(child, literals);
          };
          literals(expression);
          const bounded = collect(checker.getTypeAtLocation(expression), 0, new Set(), found);
          for (const id of found) ids.add(id);
          if (!bounded) {
            const line = source.getLineAndCharacterOfPosition(attribute.getStart(source)).line + 1;
            const name = ts.isJsxAttribute(attribute) ? attribute.name.getText(source) : '{...}';
            problems.push(
              `${relative(sourceDir, file)}:${line}: prop ${name} of <${node.tagName.getText(source)}> can be any message id; ` +
                'narrow its type to the ids it holds, or format the message on the server',
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { ids: [...ids], problems };
}
