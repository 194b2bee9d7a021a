#!/usr/bin/env node
// npm run dead-letters -- list | show EVENT_ID | replay EVENT_ID | replay --all
//
// The events the store's consumers gave up on, for an operator: through the store's admin endpoints
// (GET /api/admin/dead-letters/{service}, POST …/replay), so it works the same on RabbitMQ and in the
// single-process store, and admin rights are checked by the services themselves. Replaying is safe to
// repeat: a consumer handles an event once.
//
// STORE_URL (default: the store `npm start` runs on DATA_DIR, else http://localhost:PORT), ADMIN_EMAIL and
// ADMIN_PASSWORD (the store's admin account).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirOf, runningStoreOn } from '@storefront/service-kit/running-store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = '/api/admin/dead-letters/';
/** The consuming services, from the gateway's route table (one source). */
const services = JSON.parse(fs.readFileSync(path.join(root, 'packages/routes/routes.json'), 'utf8'))
  .routes.map((r) => r.prefix)
  .filter((p) => p.startsWith(PREFIX))
  .map((p) => p.slice(PREFIX.length));

const USAGE = `Usage: npm run dead-letters -- list | show EVENT_ID | replay EVENT_ID | replay --all
  STORE_URL (default: the store npm start runs on DATA_DIR, else http://localhost:PORT),
  ADMIN_EMAIL and ADMIN_PASSWORD: the store's admin account.`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The store asked for, or the one `npm start` runs with these settings (DATA_DIR, PORT). */
const store = (
  process.env.STORE_URL?.trim() ||
  runningStoreOn(dataDirOf(process.env))?.url ||
  `http://localhost:${process.env.PORT?.trim() || 8080}`
).replace(/\/$/, '');

async function call(method, pathname, token, body) {
  let res;
  try {
    res = await fetch(`${store}${pathname}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    fail(`Could not reach the store at ${store} (${err.message}). Is it running? Set STORE_URL to its address.`);
  }
  const answer = await res.json().catch(() => ({}));
  return { status: res.status, answer };
}

async function signIn() {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) fail(`Set ADMIN_EMAIL and ADMIN_PASSWORD to the store's admin account.\n${USAGE}`);
  const { status, answer } = await call('POST', '/api/users/login', undefined, { email, password });
  if (status !== 200) fail(`Could not sign in as ${email}: ${answer.message ?? status}. Check ADMIN_EMAIL and ADMIN_PASSWORD.`);
  return answer.token;
}

/** Every service's dead letters; a service that does not answer is said, and the rest still listed. */
async function everyDeadLetter(token) {
  const all = [];
  for (const service of services) {
    const { status, answer } = await call('GET', `${PREFIX}${service}`, token);
    if (status === 403) fail(`${process.env.ADMIN_EMAIL} is not an administrator.`);
    if (status !== 200) {
      console.error(`The ${service} service did not list its dead letters (${status}: ${answer.message ?? 'no answer'}).`);
      continue;
    }
    for (const item of answer.items) all.push({ service, ...item });
  }
  return all;
}

const [command, argument] = process.argv.slice(2);
if (!['list', 'show', 'replay'].includes(command) || (command !== 'list' && !argument)) fail(USAGE);

const token = await signIn();
const letters = await everyDeadLetter(token);

if (command === 'list') {
  if (letters.length === 0) console.log('No dead letters: every consumer has taken every event.');
  for (const d of letters) console.log(`${d.eventId}  ${d.consumer}  ${d.type}  ${d.deadAt ?? ''}  ${d.reason}`);
  if (letters.length > 0) console.log(`\n${letters.length} dead letter(s). Show one: npm run dead-letters -- show EVENT_ID`);
} else if (command === 'show') {
  const found = letters.filter((d) => d.eventId === argument);
  if (found.length === 0) fail(`No dead letter has the event id ${argument}. List them: npm run dead-letters -- list`);
  for (const d of found) console.log(JSON.stringify(d, null, 2));
} else if (argument === '--all') {
  let replayed = 0;
  for (const service of services) {
    const { status, answer } = await call('POST', `${PREFIX}${service}/replay`, token, { all: true });
    if (status !== 200) console.error(`The ${service} service did not replay (${status}: ${answer.message ?? 'no answer'}).`);
    else replayed += answer.replayed;
  }
  console.log(`Replayed ${replayed} dead letter(s). Those that fail again are listed again, with the new reason.`);
} else {
  const found = letters.filter((d) => d.eventId === argument);
  if (found.length === 0) fail(`No dead letter has the event id ${argument}. List them: npm run dead-letters -- list`);
  let replayed = 0;
  for (const service of new Set(found.map((d) => d.service))) {
    const { status, answer } = await call('POST', `${PREFIX}${service}/replay`, token, { eventId: argument });
    if (status !== 200) fail(`The ${service} service did not replay ${argument} (${status}: ${answer.message ?? 'no answer'}).`);
    replayed += answer.replayed;
  }
  console.log(`Replayed ${replayed} dead letter(s) of event ${argument}.`);
}
