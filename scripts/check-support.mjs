#!/usr/bin/env node
/**
 * The supported browsers, enforced (in `npm test`, after the build): fails when a browser file of dist/
 * uses syntax or a browser API that an engine of the range lacks, without a fallback.
 *   node scripts/check-support.mjs [file.js ...]     (default: every browser file of dist/)
 *
 * The range is `.browserslistrc` (docs/browsers.md). Two checks read it:
 * - the language: es-check looks up every syntax and built-in of each file in the engines' data;
 * - the browser APIs, here, from MDN's compatibility data: every global (`PaymentRequest`), its static
 *   members (`AbortSignal.any`), the members of `document`, `navigator`, `crypto`..., and each method
 *   called on some object by a name that the SDK does not define itself (`attachInternals()`), which is
 *   beyond the range in an engine only when every interface that has a method of that name is.
 * A use has a fallback when the file tests the feature (`typeof X`, `X?.y`, `'y' in X`, `X.y` as the
 * test of an `if`, `?:`, `&&`, `||` or `??`), or, for a method, when an enclosing test tests its object.
 * What neither can see is in `handledOutOfSight`, with how it is handled.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { ancestor } from 'acorn-walk';
import browserslist from 'browserslist';
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import esCheck from 'es-check';

/**
 * Uses the checks cannot see are handled, each with how: built-ins es-check reports wherever they
 * appear (by its names for them), and APIs behind a test this script cannot follow.
 */
const handledOutOfSight = {
  language: {
    Uint8ArrayFromBase64: 'jose (the JWE encryptor): `if (Uint8Array.fromBase64)`, atob() otherwise',
    Uint8ArrayToBase64: 'jose: `if (Uint8Array.prototype.toBase64)`, btoa() otherwise',
  },
  api: {
    CompressionStream:
      'jose: only for a JWE `zip` header, which Railkit never sets; tested by a computed name',
    '.component': "Vue's `app.component()` (railkit/vue), not RTCIceCandidate's",
  },
  /** Features an engine has in part, from the version named: what differs does not matter here. */
  partial: {
    'AbortSignal.timeout':
      'Chromium 103-123 aborts with an AbortError, not a TimeoutError: the SDK tells a timeout by the signal',
  },
};

/** The engines by browserslist's names: MDN's name for each, and a reader's. */
const engines = {
  chrome: { data: 'chrome', name: 'Chrome' },
  edge: { data: 'edge', name: 'Edge' },
  firefox: { data: 'firefox', name: 'Firefox' },
  safari: { data: 'safari', name: 'Safari' },
  ios_saf: { data: 'safari_ios', name: 'Safari on iOS' },
  and_chr: { data: 'chrome_android', name: 'Chrome for Android' },
  and_ff: { data: 'firefox_android', name: 'Firefox for Android' },
  samsung: { data: 'samsunginternet_android', name: 'Samsung Internet' },
};
const engineName = Object.fromEntries(Object.values(engines).map(({ data, name }) => [data, name]));

/** The objects a page reaches by a global name, and the interface each one is. */
const globalObjects = {
  document: 'Document',
  navigator: 'Navigator',
  crypto: 'Crypto',
  customElements: 'CustomElementRegistry',
  location: 'Location',
  history: 'History',
  performance: 'Performance',
  localStorage: 'Storage',
  sessionStorage: 'Storage',
};

/** The range's file, wherever the check runs from. */
const rangeFile = fileURLToPath(new URL('../.browserslistrc', import.meta.url));

/** The names of the global object itself: `globalThis.X` is the global X. */
const globalScopes = new Set(['globalThis', 'window', 'self']);

function compareVersions(a, b) {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The range: the oldest version of each engine, by MDN's names (`{ safari_ios: '16.4', ... }`). */
export function supportedRange() {
  const oldest = {};
  for (const entry of browserslist(undefined, { config: rangeFile })) {
    const [name, versions] = entry.split(' ');
    const engine = engines[name]?.data;
    if (!engine) throw new Error(`.browserslistrc selects ${entry}: name its engine in \`engines\``);
    const version = versions.split('-')[0];
    if (!oldest[engine] || compareVersions(version, oldest[engine]) < 0) oldest[engine] = version;
  }
  return oldest;
}

/**
 * The first version of `engine` that has the feature, unprefixed and unflagged (in part, too, when
 * `partly`), or undefined.
 */
function firstVersion(compat, engine, partly) {
  return [compat.support[engine] ?? []]
    .flat()
    .filter((statement) => !statement.flags && !statement.prefix && !statement.alternative_name)
    .filter((statement) => !statement.version_removed || (partly && statement.partial_implementation))
    .map((statement) => statement.version_added)
    .filter((version) => typeof version === 'string' && /^≤?\d/.test(version))
    .map((version) => version.replace('≤', ''))
    .sort(compareVersions)[0];
}

/** The engines of the range without the feature, by name, with the version that has it (or none). */
function missingIn({ compat, key }, range) {
  const missing = new Map();
  for (const [engine, oldest] of Object.entries(range)) {
    const first = firstVersion(compat, engine, key in handledOutOfSight.partial);
    if (!first || compareVersions(oldest, first) < 0) missing.set(engine, first);
  }
  return missing;
}

/** The engines of the range where every one of the features is missing (a method of that name anywhere). */
function missingInEvery(entries, range) {
  const [first, ...others] = entries.map((compat) => missingIn(compat, range));
  return new Map([...first].filter(([engine]) => others.every((missing) => missing.has(engine))));
}

/** MDN's interfaces and built-ins, the built-ins' namespaces (`Intl.Locale`) included. */
function interfaces() {
  const { Intl, ...builtins } = bcd.javascript.builtins;
  const namespaced = Object.entries(Intl).filter(([name]) => /^[A-Z]/.test(name));
  return [...Object.entries(bcd.api), ...Object.entries(builtins), ...namespaced];
}

/**
 * Every method name of MDN's interfaces, with each interface that has it: `{ owner, key, compat, web }`
 * (`web`: a browser API, not a built-in of the language, which es-check looks up).
 */
function methodIndex() {
  const index = new Map();
  for (const [owner, members] of interfaces()) {
    for (const [name, entry] of Object.entries(members)) {
      if (name === owner || !entry.__compat || !/^[a-zA-Z$][\w$]*$/.test(name)) continue;
      const feature = { owner, key: `${owner}.${name}`, compat: entry.__compat, web: owner in bcd.api };
      index.set(name, [...(index.get(name) ?? []), feature]);
    }
  }
  return index;
}

/**
 * MDN's entry for a global name: an interface (its constructor, after `new`), a built-in, a function
 * of `window`.
 */
function globalEntry(name, constructed) {
  const constructor = constructed && (bcd.api[name]?.[name] ?? bcd.javascript.builtins[name]?.[name]);
  return (
    constructor?.__compat ??
    bcd.api[name]?.__compat ??
    bcd.javascript.builtins[name]?.__compat ??
    bcd.api.Window[name]?.__compat
  );
}

/** MDN's entry for `owner.member`, where `owner` is a global name. */
function staticEntry(owner, member) {
  const face = globalObjects[owner];
  if (face) return bcd.api[face]?.[member]?.__compat;
  return (
    bcd.api[owner]?.[`${member}_static`]?.__compat ??
    bcd.api[owner]?.[member]?.__compat ??
    bcd.javascript.builtins[owner]?.[member]?.__compat
  );
}

const parseFile = (file, text) =>
  parse(text, {
    ecmaVersion: 'latest',
    sourceType: file.endsWith('.iife.js') ? 'script' : 'module',
    allowHashBang: true,
  });

/** The names a file binds (minified locals, classes, parameters), and the aliases of `globalThis`. */
function bindings(ast) {
  const declared = new Set();
  const scopes = new Set(globalScopes);
  const collect = (pattern) => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') declared.add(pattern.name);
    else if (pattern.type === 'ObjectPattern')
      pattern.properties.forEach((p) => collect(p.value ?? p.argument));
    else if (pattern.type === 'ArrayPattern') pattern.elements.forEach(collect);
    else if (pattern.type === 'RestElement') collect(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') collect(pattern.left);
  };
  const declare = (node) => {
    collect(node.id);
    node.params?.forEach(collect);
  };
  ancestor(ast, {
    VariableDeclarator(node) {
      declare(node);
      // `let g = globalThis`: Lit reads the globals through such an alias.
      if (
        node.id.type === 'Identifier' &&
        node.init?.type === 'Identifier' &&
        globalScopes.has(node.init.name)
      ) {
        scopes.add(node.id.name);
      }
    },
    Function: declare,
    Class: declare,
    CatchClause: (node) => collect(node.param),
    ImportSpecifier: (node) => collect(node.local),
    ImportDefaultSpecifier: (node) => collect(node.local),
    ImportNamespaceSpecifier: (node) => collect(node.local),
  });
  for (const scope of globalScopes) declared.delete(scope);
  return { declared, scopes };
}

/** The property and method names the SDK's own code defines (in any file): its objects' methods. */
function ownNames(asts) {
  const names = new Set();
  const name = (key) =>
    key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : undefined;
  for (const ast of asts) {
    ancestor(ast, {
      Property: (node) => names.add(name(node.key)),
      MethodDefinition: (node) => names.add(name(node.key)),
      PropertyDefinition: (node) => names.add(name(node.key)),
      AssignmentExpression(node) {
        if (node.left.type === 'MemberExpression' && !node.left.computed) names.add(name(node.left.property));
      },
    });
  }
  return names;
}

/** The global a node names (`X`, `globalThis.X`), or undefined. */
function globalName(node, { declared, scopes }) {
  if (node.type === 'Identifier')
    return declared.has(node.name) || scopes.has(node.name) ? undefined : node.name;
  const viaScope =
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    scopes.has(node.object.name);
  return viaScope ? node.property.name : undefined;
}

/** Whether a node stands where a feature is tested, not used: `typeof X`, `if (X.y)`, `X?.y`... */
function isTest(node, parent) {
  switch (parent?.type) {
    case 'UnaryExpression':
      return parent.operator === 'typeof' || parent.operator === '!';
    case 'IfStatement':
    case 'ConditionalExpression':
      return parent.test === node;
    case 'LogicalExpression':
      return parent.left === node;
    case 'BinaryExpression':
      return ['in', '==', '!=', '===', '!=='].includes(parent.operator);
    case 'CallExpression':
      return parent.callee === node && parent.optional;
    case 'VariableDeclarator':
      // `let f = X.y; if (f) ...`: the variable is what is tested.
      return parent.init === node && node.type === 'MemberExpression';
    default:
      return node.optional === true;
  }
}

/** Whether an enclosing `if`, `?:` or `&&` tests `object` (by its text) before the node runs. */
function objectTested(object, ancestors, text) {
  const source = (node) => text.slice(node.start, node.end);
  const objectText = source(object);
  return ancestors.some((node, index) => {
    const inside = ancestors[index + 1];
    if (
      (node.type === 'IfStatement' || node.type === 'ConditionalExpression') &&
      inside === node.consequent
    ) {
      return source(node.test) === objectText;
    }
    return (
      node.type === 'LogicalExpression' &&
      node.operator === '&&' &&
      inside === node.right &&
      source(node.left) === objectText
    );
  });
}

/** The browser APIs a file uses, each with MDN's entries, and the features it tests. */
function featureUses(ast, text, own) {
  const names = bindings(ast);
  const uses = [];
  const tested = new Set();
  const note = (key, entry, node, parent) => {
    if (isTest(node, parent)) tested.add(key);
    else if (entry && !handledOutOfSight.api[key])
      uses.push({ key, features: [{ key, compat: entry }], start: node.start });
  };
  ancestor(ast, {
    Identifier(node, _state, ancestors) {
      const parent = ancestors.at(-2);
      const isName =
        (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
        ((parent.type === 'Property' ||
          parent.type === 'MethodDefinition' ||
          parent.type === 'PropertyDefinition') &&
          parent.key === node);
      const name = !isName && globalName(node, names);
      const constructed = parent.type === 'NewExpression' && parent.callee === node;
      if (name) note(name, globalEntry(name, constructed), node, parent);
    },
    MemberExpression(node, _state, ancestors) {
      if (node.computed || node.property.type !== 'Identifier') return;
      const parent = ancestors.at(-2);
      const global = globalName(node, names);
      const owner = globalName(node.object, names);
      const constructed = parent.type === 'NewExpression' && parent.callee === node;
      if (global) note(global, globalEntry(global, constructed), node, parent);
      else if (owner)
        note(`${owner}.${node.property.name}`, staticEntry(owner, node.property.name), node, parent);
      else if (isTest(node, parent)) tested.add(`.${node.property.name}`);
    },
    BinaryExpression(node) {
      // `'y' in X` tests X.y (or the global y, when X is the global object).
      if (node.operator !== 'in' || typeof node.left.value !== 'string') return;
      const member = node.left.value;
      const owner = globalName(node.right, names);
      const scope = node.right.type === 'Identifier' && names.scopes.has(node.right.name);
      tested.add(scope ? member : owner ? `${owner}.${member}` : `.${member}`);
    },
    CallExpression(node, _state, ancestors) {
      const { callee } = node;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
        return;
      const method = callee.property.name;
      if (globalName(callee, names) || globalName(callee.object, names) || own.has(method)) return;
      if (objectTested(callee.object, ancestors, text) || handledOutOfSight.api[`.${method}`]) return;
      uses.push({ key: `.${method}`, method, start: callee.start });
    },
  });
  return { uses, tested };
}

/** Where `start` is in the text: `line:column`. */
function position(text, start) {
  const lines = text.slice(0, start).split('\n');
  return `${lines.length}:${lines.at(-1).length + 1}`;
}

/** The browser APIs of a file beyond the range without a fallback, one line each. */
function apiProblems({ file, text, ast }, range, own, methods) {
  const { uses, tested } = featureUses(ast, text, own);
  const problems = new Map();
  for (const use of uses) {
    if (tested.has(use.key) || problems.has(use.key)) continue;
    const features = use.method ? methods.get(use.method) : use.features;
    // A method of an interface the file tests for (`typeof PaymentRequest`) is behind that test.
    if (!features || features.some(({ owner }) => tested.has(owner))) continue;
    if (use.method && !features.some(({ web }) => web)) continue;
    const missing = missingInEvery(features, range);
    if (missing.size === 0) continue;
    const lacking = [...missing].map(
      ([engine, first]) =>
        `${engineName[engine]} ${range[engine]} (${first ? `has it from ${first}` : 'never'})`,
    );
    problems.set(
      use.key,
      `${file}:${position(text, use.start)}: ${use.key} is missing in ${lacking.join(', ')}`,
    );
  }
  return [...problems.values()];
}

/** The syntax and built-ins beyond the range, by es-check: the modules, then the script tags. */
async function languageProblems(files) {
  const problems = [];
  for (const module of [true, false]) {
    const config = {
      files: files.filter((file) => file.endsWith('.iife.js') !== module),
      module,
      checkBrowser: true,
      checkFeatures: true,
      browserslistPath: rangeFile,
      ignore: Object.keys(handledOutOfSight.language).join(','),
    };
    if (config.files.length === 0) continue;
    const result = await esCheck.runChecks([config], { logger: null });
    problems.push(...result.errors.map((error) => `${error.file}: ${error.err.message}`));
  }
  return problems;
}

/** The JavaScript a browser loads from dist/: everything but the Node build and the declarations. */
function browserFiles() {
  return readdirSync('dist', { recursive: true })
    .filter((path) => path.endsWith('.js') && !/^(node|types)\//.test(path))
    .map((path) => join('dist', path))
    .sort();
}

const started = performance.now();
const files = process.argv.length > 2 ? process.argv.slice(2) : browserFiles();
const range = supportedRange();
const parsed = files.map((file) => {
  const text = readFileSync(file, 'utf8');
  return { file, text, ast: parseFile(file, text) };
});
const own = ownNames(parsed.map(({ ast }) => ast));
const methods = methodIndex();
const problems = [
  ...(await languageProblems(files)),
  ...parsed.flatMap((source) => apiProblems(source, range, own, methods)),
];
const rangeText = Object.entries(range)
  .map(([engine, version]) => `${engineName[engine]} ${version}`)
  .join(', ');
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `check-support: ${problems.length} use(s) beyond the supported range (${rangeText}): test for each ` +
      'and fall back, or raise the range in .browserslistrc and docs/browsers.md',
  );
  process.exit(1);
}
console.log(
  `check-support: ${files.length} files within ${rangeText} in ${Math.round(performance.now() - started)} ms`,
);
