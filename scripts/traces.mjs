#!/usr/bin/env node
// npm run traces -- [TRACE_ID | --last TEXT] [--file PATH]
//
// Reads the spans the file exporter wrote (OTEL_TRACES_EXPORTER=file; npm start's .data/traces.jsonl)
// and shows a trace as the tree of its spans: which service did what, under what, for how long. With no
// trace named, lists the latest traces. `--last TEXT`: the latest trace whose first span's name holds
// TEXT (`--last 'PUT /api/orders'`: the last return from the payment page, which follows a payment to
// the cart that it empties).

import fs from 'node:fs';
import path from 'node:path';

const USAGE = `Usage: npm run traces -- [TRACE_ID | --last TEXT] [--file PATH]
  PATH defaults to OTEL_TRACES_FILE, else DATA_DIR/traces.jsonl, else .data/traces.jsonl.`;

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined) fail(USAGE);
  args.splice(at, 2);
  return value;
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const file = path.resolve(option('--file') ?? process.env.OTEL_TRACES_FILE ?? path.join(process.env.DATA_DIR || '.data', 'traces.jsonl'));
const last = option('--last');
const wanted = args[0];

/** Every span of the file (and of the older file beside it), oldest first; a line that is not one is skipped. */
function readSpans() {
  if (!fs.existsSync(file))
    fail(`No traces at ${file}. Start the store with OTEL_TRACES_EXPORTER=file (npm start does), or name the file: --file PATH.`);
  const spans = [];
  for (const f of [`${file}.1`, file]) {
    if (!fs.existsSync(f)) continue;
    for (const line of fs.readFileSync(f, 'utf8').split('\n')) {
      try {
        const span = JSON.parse(line);
        if (typeof span.traceId === 'string' && typeof span.spanId === 'string') spans.push(span);
      } catch {
        // a line cut short by a crash
      }
    }
  }
  return spans.sort((a, b) => a.start.localeCompare(b.start));
}

/** Traces by id, each with its spans and its first span (the one whose parent is not in the file). */
function traces(spans) {
  const byTrace = new Map();
  for (const s of spans) {
    if (!byTrace.has(s.traceId)) byTrace.set(s.traceId, []);
    byTrace.get(s.traceId).push(s);
  }
  return [...byTrace.entries()].map(([traceId, all]) => {
    const ids = new Set(all.map((s) => s.spanId));
    const first = all.find((s) => !s.parentSpanId || !ids.has(s.parentSpanId)) ?? all[0];
    return { traceId, spans: all, first };
  });
}

const describe = (s) =>
  `${s.service} ${s.name} (${s.kind}, ${s.ms} ms${s.status === 'error' ? `, error${s.message ? `: ${s.message}` : ''}` : ''})`;

function printTree(trace) {
  const children = new Map();
  const ids = new Set(trace.spans.map((s) => s.spanId));
  const roots = [];
  for (const s of trace.spans) {
    if (s.parentSpanId && ids.has(s.parentSpanId)) {
      if (!children.has(s.parentSpanId)) children.set(s.parentSpanId, []);
      children.get(s.parentSpanId).push(s);
    } else roots.push(s);
  }
  console.log(`trace ${trace.traceId}: ${trace.spans.length} spans, from ${trace.first.start}`);
  const walk = (span, prefix, isLast, depth) => {
    console.log(depth === 0 ? describe(span) : `${prefix}${isLast ? '└─ ' : '├─ '}${describe(span)}`);
    const below = children.get(span.spanId) ?? [];
    const next = depth === 0 ? '' : `${prefix}${isLast ? '   ' : '│  '}`;
    below.forEach((c, i) => walk(c, next, i === below.length - 1, depth + 1));
  };
  for (const r of roots) walk(r, '', true, 0);
}

const all = traces(readSpans());
if (wanted) {
  const found = all.filter((t) => t.traceId.startsWith(wanted.toLowerCase()));
  if (found.length !== 1)
    fail(found.length ? `${found.length} traces begin with ${wanted}: give more of the id.` : `No trace ${wanted} in ${file}.`);
  printTree(found[0]);
} else if (last !== undefined) {
  const found = all.filter((t) => t.first.name.includes(last)).at(-1);
  if (!found) fail(`No trace in ${file} begins with a span named like "${last}".`);
  printTree(found);
} else {
  for (const t of all.slice(-10))
    console.log(`${t.traceId}  ${t.first.start}  ${t.spans.length} spans  ${t.first.service} ${t.first.name}`);
}
