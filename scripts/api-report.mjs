#!/usr/bin/env node
/**
 * The public API as a committed report, so that every change to it shows in the diff a reviewer reads.
 *   node scripts/api-report.mjs           check (npm test): fails when an export has no doc comment, a
 *                                         function or element no @example, TypeDoc warns, or the
 *                                         exports differ from api/railkit.api.md
 *   node scripts/api-report.mjs --write   the same checks, then writes the report (npm run api:report)
 *
 * One TypeDoc conversion of every entry (typedoc.json, as `npm run docs` renders it) gives its
 * warnings and the TypeScript program; scripts/api-surface.mjs reads the exports from that program,
 * and the custom-elements manifest gives each tag's attributes, properties, events, parts, custom
 * properties and slots.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { Application, Converter, TSConfigReader, TypeDocReader } from 'typedoc';
import { format, resolveConfig } from 'prettier';
import { publicSurface } from './api-surface.mjs';
import { customElements } from './custom-elements-manifest.mjs';

const reportPath = 'api/railkit.api.md';
const write = process.argv.includes('--write');

/** TypeDoc's conversion of typedoc.json's entries, and the program and checker it used. */
async function convert() {
  const app = await Application.bootstrapWithPlugins({}, [new TypeDocReader(), new TSConfigReader()]);
  let compiled;
  app.converter.on(Converter.EVENT_END, (context) => {
    const [program] = context.programs;
    compiled = { program, checker: program.getTypeChecker() };
  });
  const project = await app.convert();
  if (project) app.validate(project);
  const clean = project && !app.logger.hasErrors() && !app.logger.hasWarnings();
  return { ...compiled, clean };
}

const names = (list) => list.map(({ name }) => `\`${name}\``).join(', ') || '(none)';

/** One tag's section: what a page can set, listen to and style. */
function elementSection(element) {
  const fields = element.members.filter(
    (member) => member.kind === 'field' && member.privacy !== 'private' && !member.static,
  );
  const rows = fields.map((field) => {
    const attribute = element.attributes?.find((candidate) => candidate.fieldName === field.name);
    const type = (field.type?.text ?? '').replaceAll('|', '\\|');
    return `| \`${field.name}\` | ${attribute ? `\`${attribute.name}\`` : ''} | \`${type}\` |`;
  });
  const events = (element.events ?? []).map(
    (event) => `\`${event.name}\` (\`${event.type?.text ?? 'Event'}\`)`,
  );
  return [
    `### \`<${element.tagName}>\` (${element.name})`,
    '',
    '| property | attribute | type |',
    '| --- | --- | --- |',
    ...rows,
    '',
    `- events: ${events.join(', ') || '(none)'}`,
    `- CSS parts: ${names(element.cssParts ?? [])}`,
    `- CSS custom properties: ${names(element.cssProperties ?? [])}`,
    `- slots: ${names(element.slots ?? [])}`,
  ].join('\n');
}

function report(surface, elements) {
  const code = (declarations) => ['```ts', declarations.join('\n\n'), '```'].join('\n');
  return [
    '# Railkit: the public API',
    '',
    'Written by `npm run api:report` from the sources (scripts/api-report.mjs); `npm test` fails when the',
    "package's exports differ from it. A change here is a change to the API: see the version policy in",
    'CHANGELOG.md.',
    '',
    ...surface.sections.flatMap(({ entry, declarations }) => [`## \`${entry}\``, '', code(declarations), '']),
    '## Types the exports reach that no entry exports',
    '',
    code(surface.reached),
    '',
    '## Custom elements (custom-elements.json)',
    '',
    ...elements.map(elementSection).flatMap((section) => [section, '']),
  ].join('\n');
}

/** As `prettier --write` leaves it: formatted again until stable (a long signature takes two passes). */
async function formatted(markdown) {
  const options = { parser: 'markdown', ...(await resolveConfig(reportPath)) };
  let text = markdown;
  for (let previous; text !== previous;) [previous, text] = [text, await format(text, options)];
  return text;
}

/** The first lines where two texts part, for the failure message. */
function firstDifference(expected, actual) {
  const [a, b] = [expected.split('\n'), actual.split('\n')];
  const at = a.findIndex((line, index) => line !== b[index]);
  const line = at === -1 ? a.length : at;
  return `line ${line + 1}:\n- ${a.slice(line, line + 3).join('\n- ')}\n+ ${b.slice(line, line + 3).join('\n+ ')}`;
}

const [{ program, checker, clean }, { elements }] = await Promise.all([convert(), customElements()]);
const problems = [];
if (!clean) problems.push('TypeDoc reported the warnings above: `npm run docs` must build without one.');
if (!program) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const surface = publicSurface(program, checker);
for (const where of surface.undocumented) problems.push(`no doc comment: ${where}`);
for (const where of surface.withoutExample) problems.push(`no @example: ${where}`);

const text = await formatted(report(surface, elements));
const committed = await readFile(reportPath, 'utf8').catch(() => '');
if (write) {
  await writeFile(reportPath, text);
  console.log(`api report: wrote ${reportPath}`);
} else if (text !== committed) {
  problems.push(
    `The public API differs from ${reportPath} (${firstDifference(committed, text)}).\n` +
      'If the change is meant, run `npm run api:report` and commit the report with it (and a CHANGELOG.md line).',
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const count = surface.sections.reduce((sum, { declarations }) => sum + declarations.length, 0);
console.log(`api report: ${count} exports of ${surface.sections.length} entries documented and as reported`);
