/**
 * What a page loads from init() to the result, by journey: the entry of a merchant's app build
 * (scripts/app-build.mjs), the chunks the journey loads on demand (`lazy`), each with the chunks it
 * imports, and for secure fields the vault frame's files (dist/secure-fields/). `npm run size` adds each
 * journey's files up against its budget; `npm run bench` checks that the pages load no chunk a journey
 * leaves out.
 *
 * Budgets in gzip -9 bytes, each file gzipped alone (each is its own request): measured plus about 2%,
 * so growth fails. Raise one only with a reason in the commit message.
 */
export const journeys = [
  {
    name: 'payout journey: DE, English, init to payout result',
    build: 'payout',
    entry: 'payout.js',
    // The IBAN check (the field carries its country's format) with its English messages, the platform
    // client with the payout runner.
    lazy: ['iban.js', 'payout-platform.js'],
    // The goal is 24,000 B (issues 17, 44): the journey is over it by what the table shows. Issue 17: the
    // platform client and the payout runner are one chunk (27,427 -> 26,961 B, one file fewer); the
    // checks' English messages travel in the check's chunk (26,961 -> 26,768 B, one file fewer).
    // Issue 28: +250 B, the entry's following of the browser's languages (27,111 measured). Issue 30:
    // the national check digits only for the countries that have them (27,093 -> 26,591 B), + 2%.
    // Issue 44: the platform prepares the form (contract 5): no resolver, no IBAN registry (26,740 ->
    // 25,533 B measured), + 1%.
    budget: 25_790,
    // Its schema is prepared: `npm run size` fails if the journey loads the resolver or the IBAN registry.
    prepared: true,
  },
  {
    name: 'card checkout: in-page, English, init to authorization',
    build: 'card',
    entry: 'card.js',
    lazy: ['jwe.js'],
    // Issue 15: client.resume() and the redirect option of the authorize runner (measured 35,328 + 3%).
    budget: 36_390,
  },
  {
    name: 'card checkout: secure fields, English, page and frame',
    build: 'cardSecureFields',
    entry: 'card-secure-fields.js',
    lazy: [],
    frame: ['secure-fields.js', 'secure-fields-jwe.js'],
    // Issue 15: client.resume() and the redirect option of the authorize runner (measured 40,544 + 3%).
    budget: 41_760,
  },
];

/**
 * The paths of the files a journey loads: its entry and lazy chunks in `dir` with every chunk they
 * import (`chunks` as buildApp resolves them), then the frame's files. Throws when the build did not
 * emit a chunk the journey names, so a renamed chunk cannot drop out of the count.
 */
export function journeyFiles(journey, chunks, dir = '.') {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    if (!byName.has(name)) throw new Error(`${journey.name}: the build emitted no ${name}`);
    found.add(name);
    byName.get(name).imports.forEach(visit);
  };
  [journey.entry, ...journey.lazy].forEach(visit);
  return [
    ...[...found].map((name) => `${dir}/${name}`),
    ...(journey.frame ?? []).map((name) => `dist/secure-fields/${name}`),
  ];
}
