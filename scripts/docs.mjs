// npm run docs: writes the tables in docs/ that are made from the code (every setting, from the zod
// schemas' descriptions; the mutation scores, from mutation/scores.json). `npm run docs -- --check`
// writes nothing and fails when a table is not current; the tests check the same.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @typedef {{ who: string, label?: string, service?: boolean, schema: z.ZodType }} SettingsSchema */
/** @typedef {{ who: string, variable: string, description: string, fallback: string, name?: string }} Row */
/** @typedef {Row & { readers: string[], names: string[] }} TableRow */

/** The page each generated table lives in, and what makes it. */
const TABLES = [
  { page: 'docs/configuration.md', name: 'settings', make: () => settingsTable() },
  { page: 'docs/testing.md', name: 'mutation scores', make: async () => mutationScoresTable() },
];

// A table sits between these two lines; prettier leaves it as written, so it is not padded into a
// page of spaces.
const startLine = (/** @type {string} */ name) => `<!-- prettier-ignore-start -->\n<!-- ${name}: made by npm run docs, do not edit -->`;
const END_LINE = '<!-- prettier-ignore-end -->';

/** Every process's settings schema and who reads it, in the order the table lists them (TypeScript:
 * run under tsx or vitest).
 * @returns {Promise<SettingsSchema[]>} */
export async function settingsSchemas() {
  const [{ DevServerSettings }, { GatewaySettings, placeSettings }, { SandboxSettings }, { loadRouteTable }, standalone, { TestSettings }] =
    await Promise.all([
      import('@storefront/frontend-build'),
      import('@storefront/gateway'),
      import('@storefront/payment-sandbox'),
      import('@storefront/routes'),
      import('@storefront/standalone'),
      import('@storefront/testing'),
    ]);
  return [
    ...standalone.SERVICES.map((s) => ({ who: s.name, service: true, schema: s.settings })),
    { who: 'payment sandbox', schema: SandboxSettings },
    { who: 'gateway', schema: GatewaySettings },
    // Where each service and remote of the route table is (SERVICE_URL_USERS, REMOTE_DIR_CART, ...).
    { who: 'gateway', label: "gateway's places", schema: placeSettings(loadRouteTable()) },
    { who: 'store (npm start)', schema: standalone.StoreSettings },
    { who: 'dev servers (npm run dev)', schema: DevServerSettings },
    { who: 'tests', schema: TestSettings },
  ];
}

/** A settings schema's variables. @param {z.ZodType} schema @returns {Record<string, z.ZodType>} */
function shapeOf(schema) {
  if (!(schema instanceof z.ZodObject)) throw new Error('a settings schema is a z.object');
  return /** @type {Record<string, z.ZodType>} */ (schema.shape);
}

/** A setting's default as a reader wants it: blank when there is none, paths from the repository.
 * @param {z.ZodType} schema */
function defaultOf(schema) {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success) return '**required**';
  const value = parsed.data;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return '';
  if (Array.isArray(value)) return value.length > 4 ? `${value.slice(0, 4).join(', ')}, …` : value.join(', ');
  if (typeof value === 'string' && path.isAbsolute(value)) return `\`./${path.relative(ROOT, value)}\``;
  if (typeof value === 'object') return '';
  return `\`${String(value)}\``;
}

/** The ways a variable may end in a name its description uses (SERVICE_URL_CART: "Where the cart
 * service is"), each written with {NAME} in its place (braces: a <name> would be read as HTML).
 * @param {Row} row
 * @returns {Row[]} */
function patternsOf(row) {
  const parts = row.variable.split('_');
  const patterns = [];
  for (let i = parts.length - 1; i > 0; i--) {
    const name = parts.slice(i).join('_');
    const spellings = [name, name.toLowerCase(), name.toLowerCase().replaceAll('_', '-')];
    if (!spellings.some((s) => row.description.includes(s))) continue;
    const template = (/** @type {string} */ text) => spellings.reduce((t, s) => t.replaceAll(s, s === name ? '{NAME}' : '{name}'), text);
    const variable = `${parts.slice(0, i).join('_')}_{NAME}`;
    patterns.push({ ...row, variable, description: template(row.description), fallback: template(row.fallback), name: spellings[2] });
  }
  return patterns;
}

/** A table cell: no line breaks or bars, and angle brackets outside code shown as written. */
const cell = (/** @type {string} */ text) =>
  text
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ')
    .split('`')
    .map((part, i) => (i % 2 ? part : part.replaceAll('<', '&lt;').replaceAll('>', '&gt;')))
    .join('`');
const keyOf = (/** @type {Row} */ row) => [row.variable, row.description, row.fallback].join('\n');

/** One row per variable and what it means to its readers, a variable's rows together, in the order the
 * schemas list them. Variables that differ only by a name (SERVICE_URL_CART, SERVICE_URL_USERS, ...)
 * and say the same of each are one row, SERVICE_URL_{NAME}. */
export async function settingsTable() {
  const schemas = await settingsSchemas();
  const services = schemas.filter((s) => s.service).map((s) => s.who);
  const fields = schemas.flatMap(({ who, schema }) =>
    Object.entries(shapeOf(schema)).map(([variable, field]) => {
      const row = { who, variable, description: field.description ?? '', fallback: defaultOf(field) };
      return { row, patterns: patternsOf(row) };
    }),
  );
  /** @type {Map<string, Set<string>>} */
  const namesOf = new Map();
  for (const { patterns } of fields)
    for (const p of patterns) namesOf.set(keyOf(p), new Set([...(namesOf.get(keyOf(p)) ?? []), p.name ?? '']));
  /** @type {Map<string, TableRow>} */
  const rows = new Map();
  for (const { row, patterns } of fields) {
    const shared = patterns.find((p) => (namesOf.get(keyOf(p))?.size ?? 0) > 1) ?? row;
    const known = rows.get(keyOf(shared)) ?? {
      ...shared,
      readers: [],
      names: shared === row ? [] : [...(namesOf.get(keyOf(shared)) ?? [])],
    };
    if (!known.readers.includes(row.who)) known.readers.push(row.who);
    rows.set(keyOf(shared), known);
  }
  const variables = [...new Set([...rows.values()].map((r) => r.variable))];
  const ordered = variables.flatMap((v) => [...rows.values()].filter((r) => r.variable === v));
  const readersOf = (/** @type {string[]} */ readers) =>
    services.every((s) => readers.includes(s)) ? ['every service', ...readers.filter((r) => !services.includes(r))] : readers;
  const lines = ['| Variable | Read by | Default | What it sets |', '| --- | --- | --- | --- |'];
  for (const row of ordered) {
    const named = row.names.length > 0 ? ` ({name}: ${row.names.join(', ')})` : '';
    lines.push(`| \`${row.variable}\` | ${readersOf(row.readers).join(', ')} | ${row.fallback} | ${cell(row.description)}${named} |`);
  }
  return lines.join('\n');
}

/** The recorded scores of `npm run mutation`, each beside its module's floor. */
export function mutationScoresTable() {
  const read = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  /** @type {{ modules: { name: string, floor: number, files: string[] }[] }} */
  const guarded = read('mutation/modules.json');
  /** @type {{ modules: { name: string, missing?: true, score: number, killed: number, timedOut: number, survived: number, noCoverage: number }[] }} */
  const recorded = read('mutation/scores.json');
  const short = (/** @type {string} */ file) => `\`${file.replace(/^(packages|services)\//, '').replace('/src/', '/')}\``;
  const percent = (/** @type {number} */ share, /** @type {number} */ digits) => `${(share * 100).toFixed(digits)}%`;
  const lines = [
    '| module | its files | score | floor | killed | timed out | survived | no test reached it |',
    '| --- | --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (const m of guarded.modules) {
    const r = recorded.modules.find((x) => x.name === m.name);
    if (!r || r.missing) {
      lines.push(`| ${m.name} | ${m.files.map(short).join(', ')} | not measured | ${percent(m.floor, 0)} | | | | |`);
      continue;
    }
    const figures = [r.killed, r.timedOut, r.survived, r.noCoverage].join(' | ');
    lines.push(`| ${m.name} | ${m.files.map(short).join(', ')} | ${percent(r.score, 1)} | ${percent(m.floor, 0)} | ${figures} |`);
  }
  return lines.join('\n');
}

/** A page's text with its table put in, between its two marker lines.
 * @param {string} text
 * @param {string} name
 * @param {string} table */
export function withTable(text, name, table) {
  const start = text.indexOf(startLine(name));
  const end = text.indexOf(END_LINE, start);
  if (start < 0 || end < 0) throw new Error(`no place for the ${name} table: the lines ${startLine(name)}, then ${END_LINE}`);
  return `${text.slice(0, start)}${startLine(name)}\n\n${table}\n\n${text.slice(end)}`;
}

/** A generated page's text as it should be: as it is, with its tables made again.
 * @param {string} page */
export async function generatedPage(page) {
  let text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  for (const table of TABLES.filter((t) => t.page === page)) text = withTable(text, table.name, await table.make());
  return text;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const page of new Set(TABLES.map((t) => t.page))) {
    const text = await generatedPage(page);
    if (fs.readFileSync(path.join(ROOT, page), 'utf8') === text) continue;
    stale++;
    if (check) {
      console.error(`${page} is not current: run npm run docs`);
      continue;
    }
    fs.writeFileSync(path.join(ROOT, page), text);
    console.log(`wrote ${page}`);
  }
  if (check && stale > 0) process.exit(1);
}
