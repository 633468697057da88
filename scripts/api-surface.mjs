/**
 * The package's public surface, read from its sources with the TypeScript checker: every export of every
 * entry as a declaration (what a `.d.ts` would say, without the comments), the types those reach that no
 * entry exports, and which exports lack a doc comment or an example. scripts/api-report.mjs writes and
 * checks the report made of it; the elements' tags, attributes, events and parts come from the
 * custom-elements manifest beside it.
 */
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/** The package's entries (package.json `exports`) and the source file of each. */
export const entries = {
  railkit: 'src/index.ts',
  'railkit/card': 'src/card.ts',
  'railkit/checkout': 'src/checkout.ts',
  'railkit/define': 'src/define.ts',
  'railkit/server': 'src/server/index.ts',
  'railkit/sandbox': 'src/sandbox/index.ts',
  'railkit/react': 'src/react/index.ts',
  'railkit/vue': 'src/vue/index.ts',
};

/** Entries whose capitalised constants are framework components, which need an example like a function. */
const componentEntries = new Set(['railkit/react', 'railkit/vue']);

const typeFormat =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.MultilineObjectLiterals |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteTypeArgumentsOfSignature;

const sourceRoot = resolve('src');
const isOurs = (declaration) => {
  const file = declaration.getSourceFile().fileName;
  return file.startsWith(sourceRoot) && !file.includes('node_modules');
};

/** What an export's name stands for: aliases (re-exports) followed to the declaration. */
function target(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

const hasFlag = (symbol, flag) => (symbol.flags & flag) !== 0;

/** A function, a callable constant, a custom element class or a framework component. */
function needsExample(checker, symbol, entry) {
  if (hasFlag(symbol, ts.SymbolFlags.Function)) return true;
  if (hasFlag(symbol, ts.SymbolFlags.Class)) return extendsHTMLElement(checker, symbol);
  if (!hasFlag(symbol, ts.SymbolFlags.Variable)) return false;
  if (componentEntries.has(entry) && /^[A-Z]/.test(symbol.name)) return true;
  const type = checker.getTypeOfSymbol(symbol);
  return type.getCallSignatures().length > 0;
}

function extendsHTMLElement(checker, symbol) {
  const classOrInterface = ts.ObjectFlags.Class | ts.ObjectFlags.Interface;
  for (let type = checker.getDeclaredTypeOfSymbol(symbol); type;) {
    if (type.symbol?.name === 'HTMLElement') return true;
    if (!(type.objectFlags & classOrInterface)) return false;
    type = checker.getBaseTypes(type)[0];
  }
  return false;
}

/** Prints types and declarations, noting the types of ours they reach that no entry exports. */
class Printer {
  constructor(checker, exported) {
    this.checker = checker;
    this.exported = exported;
    this.reached = new Map();
    this.seen = new Set();
  }

  type(type) {
    this.visit(type);
    return this.checker.typeToString(type, undefined, typeFormat);
  }

  /** Walks a type for named types of ours that are not exported (they are part of the surface too). */
  visit(type) {
    if (!type || this.seen.has(type)) return;
    this.seen.add(type);
    const named = type.aliasSymbol ?? (type.flags & ts.TypeFlags.Object ? type.symbol : undefined);
    if (named?.declarations?.some(isOurs) && !this.exported.has(named) && isNamedDeclaration(named)) {
      this.reached.set(named, named);
    }
    for (const argument of type.aliasTypeArguments ?? []) this.visit(argument);
    if (type.isUnionOrIntersection()) return type.types.forEach((member) => this.visit(member));
    if (!(type.flags & ts.TypeFlags.Object)) return;
    for (const argument of this.checker.getTypeArguments?.(type) ?? []) this.visit(argument);
    if (named && !type.aliasSymbol && isNamedDeclaration(named)) return; // printed by name, walked when printed
    for (const property of type.getProperties()) this.visit(this.checker.getTypeOfSymbol(property));
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      this.signatureTypes(signature);
    }
  }

  signatureTypes(signature) {
    for (const parameter of signature.getParameters()) this.visit(this.checker.getTypeOfSymbol(parameter));
    this.visit(signature.getReturnType());
  }

  signature(name, signature) {
    this.signatureTypes(signature);
    const text = this.checker.signatureToString(signature, undefined, typeFormat);
    return `${name}${text}`;
  }

  /** `export declare function …`, `export interface … { … }` and so on for one exported name. */
  declaration(name, symbol) {
    const checker = this.checker;
    const lines = [];
    if (hasFlag(symbol, ts.SymbolFlags.Function)) {
      const type = checker.getTypeOfSymbol(symbol);
      for (const signature of type.getCallSignatures()) {
        lines.push(`export declare function ${this.signature(name, signature)};`);
      }
    }
    if (hasFlag(symbol, ts.SymbolFlags.Class)) lines.push(this.classText(name, symbol));
    if (hasFlag(symbol, ts.SymbolFlags.Interface)) lines.push(this.interfaceText(name, symbol));
    if (hasFlag(symbol, ts.SymbolFlags.TypeAlias)) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      const expanded = checker.typeToString(declared, undefined, typeFormat | ts.TypeFormatFlags.InTypeAlias);
      this.visit(declared);
      lines.push(`export type ${name}${typeParameters(symbol)} = ${expanded};`);
    }
    if (hasFlag(symbol, ts.SymbolFlags.Variable)) {
      const constant =
        symbol.valueDeclaration && ts.getCombinedNodeFlags(symbol.valueDeclaration) & ts.NodeFlags.Const;
      lines.push(
        `export declare ${constant ? 'const' : 'let'} ${name}: ${this.type(checker.getTypeOfSymbol(symbol))};`,
      );
    }
    if (hasFlag(symbol, ts.SymbolFlags.Enum)) lines.push(`export declare enum ${name} { … }`);
    if (lines.length === 0) lines.push(`// ${name}: ${ts.SymbolFlags[symbol.flags] ?? symbol.flags}`);
    return lines.join('\n');
  }

  interfaceText(name, symbol) {
    const checker = this.checker;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const heritage = heritageOf(symbol, ts.SyntaxKind.InterfaceDeclaration);
    const members = checker
      .getPropertiesOfType(type)
      .filter((property) => property.declarations?.some(isOurs))
      .map((property) => this.member(property));
    const calls = type.getCallSignatures().map((signature) => this.signature('', signature));
    const indexes = checker
      .getIndexInfosOfType(type)
      .map((info) => `[key: ${checker.typeToString(info.keyType)}]: ${this.type(info.type)}`);
    return block(`export interface ${name}${typeParameters(symbol)}${heritage}`, [
      ...calls,
      ...indexes,
      ...members,
    ]);
  }

  classText(name, symbol) {
    const checker = this.checker;
    const heritage = heritageOf(symbol, ts.SyntaxKind.ClassDeclaration);
    const staticType = checker.getTypeOfSymbol(symbol);
    const ownStatics = [...(symbol.exports?.values() ?? [])].filter(isPublicMember);
    const ownMembers = [...(symbol.members?.values() ?? [])].filter(isPublicMember);
    const constructors = staticType
      .getConstructSignatures()
      .filter((signature) => signature.declaration && isOurs(signature.declaration))
      .map((signature) => this.signature('constructor', signature).replace(/\):.*$/s, ')'));
    const members = [
      ...ownStatics.map((member) => `static ${this.member(member)}`),
      ...constructors.map((line) => `${line};`),
      ...ownMembers.filter((member) => member.name !== '__constructor').map((member) => this.member(member)),
    ];
    return block(`export declare class ${name}${typeParameters(symbol)}${heritage}`, members);
  }

  /** One member line: `readonly name?: type;`, or each signature of a method. */
  member(property) {
    const checker = this.checker;
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const type = checker.getTypeOfSymbol(property);
    const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : 0;
    const prefix = `${modifiers & ts.ModifierFlags.Protected ? 'protected ' : ''}${modifiers & ts.ModifierFlags.Readonly ? 'readonly ' : ''}`;
    const key = /^[\w$]+$/.test(property.name) ? property.name : JSON.stringify(property.name);
    if (hasFlag(property, ts.SymbolFlags.Method)) {
      return type
        .getCallSignatures()
        .map((signature) => `${prefix}${this.signature(key, signature)};`)
        .join('\n');
    }
    if (hasFlag(property, ts.SymbolFlags.GetAccessor | ts.SymbolFlags.SetAccessor)) {
      const readOnly = !hasFlag(property, ts.SymbolFlags.SetAccessor) ? 'readonly ' : '';
      return `${prefix}${readOnly}${key}: ${this.type(type)};`;
    }
    const optional = hasFlag(property, ts.SymbolFlags.Optional) ? '?' : '';
    return `${prefix}${key}${optional}: ${this.type(optional ? checker.getNonNullableType(type) : type)};`;
  }
}

function isNamedDeclaration(symbol) {
  return hasFlag(
    symbol,
    ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum,
  );
}

/** Public, declared in our sources, and not a private (`#name` or `private`) member. */
function isPublicMember(member) {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  if (!declaration || !isOurs(declaration)) return false;
  if (member.name.startsWith('#') || member.name === 'prototype') return false;
  const modifiers = ts.getCombinedModifierFlags(declaration);
  return !(modifiers & ts.ModifierFlags.Private);
}

function typeParameters(symbol) {
  const declaration = symbol.declarations?.find((node) => node.typeParameters);
  return declaration ? `<${declaration.typeParameters.map((node) => node.getText()).join(', ')}>` : '';
}

function heritageOf(symbol, kind) {
  const declaration = symbol.declarations?.find((node) => node.kind === kind);
  const clauses = declaration?.heritageClauses?.map((clause) => clause.getText()) ?? [];
  return clauses.length > 0 ? ` ${clauses.join(' ')}` : '';
}

function block(head, members) {
  if (members.length === 0) return `${head} {}`;
  const body = members.flatMap((member) => member.split('\n')).map((line) => `  ${line}`);
  return `${head} {\n${body.join('\n')}\n}`;
}

/** The doc comment of a symbol, and whether it carries an `@example`. */
function docOf(checker, symbol) {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const example = symbol.getJsDocTags(checker).some((tag) => tag.name === 'example');
  return { text, example };
}

/**
 * The surface of `program`: per entry, its exports as declaration text (sorted by name), the types of
 * ours they reach that no entry exports, and the exports with no doc comment or no example.
 */
export function publicSurface(program, checker) {
  const exportsByEntry = Object.entries(entries).map(([entry, file]) => {
    const source = program.getSourceFile(resolve(file));
    if (!source) throw new Error(`${file}: not in the program (tsconfig.build.json's files)`);
    const module = checker.getSymbolAtLocation(source);
    const names = checker
      .getExportsOfModule(module)
      .map((symbol) => ({ name: symbol.name, symbol: target(checker, symbol) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { entry, file, names };
  });
  const exported = new Set(exportsByEntry.flatMap(({ names }) => names.map(({ symbol }) => symbol)));
  const printer = new Printer(checker, exported);
  const undocumented = [];
  const withoutExample = [];
  const sections = exportsByEntry.map(({ entry, file, names }) => {
    const declarations = names.map(({ name, symbol }) => {
      const doc = docOf(checker, symbol);
      const where = `${entry}: ${name} (${relative('.', symbol.declarations?.[0]?.getSourceFile().fileName ?? file)})`;
      if (!doc.text) undocumented.push(where);
      if (needsExample(checker, symbol, entry) && !doc.example) withoutExample.push(where);
      return printer.declaration(name, symbol);
    });
    return { entry, declarations };
  });
  const reached = [];
  for (let done = 0; printer.reached.size > done;) {
    const pending = [...printer.reached.values()].slice(done);
    done += pending.length;
    for (const symbol of pending)
      reached.push(printer.declaration(symbol.name, symbol).replaceAll('export ', ''));
  }
  return { sections, reached: reached.sort(), undocumented, withoutExample };
}
