import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode, codeOfIssue, errorText, issueMessage, issueText } from '@storefront/contracts/errors';
import { HttpError, bodyOf, errorBody, parseInput, saying, tooMany } from '../src';

// Services throw by code: every code they name must be in the English catalogue (ERROR_MESSAGES), and
// no throw site may give a sentence of its own (it would reach a French page in English). This reads
// the sources (no service runs): what the error helpers are given, the codes of refusals
// (`{ code: '...' }`), the limits' names, and the zod schemas' own messages.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where services' answers are written. The payment sandbox stands in for Stripe (its answers are
 * Stripe's, read by the orders service, never by a browser); config.ts is checked at start-up; the
 * gateway's pages are drawn HTML, not answers. */
function sourceFiles(): string[] {
  const services = readdirSync(path.join(ROOT, 'services'))
    .filter((s) => s !== 'payment-sandbox')
    .map((s) => `services/${s}/src`);
  const roots = [
    ...services,
    'gateway/src',
    'packages/service-kit/src',
    'packages/clients/src',
    'packages/routes/src',
    'packages/contracts/src',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(ROOT, 'gateway/src/pages')) walk(full);
      } else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && name !== 'config.ts') files.push(full);
    }
  };
  for (const r of roots) walk(path.join(ROOT, r));
  return files.filter((f) => !f.endsWith(path.join('contracts', 'src', 'errors.ts')));
}

/** Calls whose argument at that place is what the answer says. */
const SAID_AT: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  errorBody: 0,
  saying: 0,
  HttpError: 1,
  DeploymentRefusal: 1,
  fail: 1,
  sendError: 2,
  requiredText: 2,
  linkToken: 0,
  codedIssue: 0,
};
/** zod methods whose string argument is the message when the problem is found. */
const ZOD_METHODS = new Set(['min', 'max', 'length', 'regex', 'refine', 'startsWith', 'endsWith', 'email', 'uuid', 'url', 'int', 'date']);
/** zod checks whose only argument may be the message. */
const FORMATS = new Set(['email', 'uuid', 'url', 'int', 'date']);
/** What zod calls its own kinds of issue (`ctx.addIssue({ code: 'custom' })`). */
const ZOD_ISSUE_CODES = new Set(['custom']);

interface Said {
  /** A literal the answer says, or a sentence built in code (a template, with samples 'X1'). */
  text: string;
  where: string;
  /** What it must be: a code of the catalogue, a schema's message (a code, or a code and values), a limit's name. */
  kind: 'code' | 'schema' | 'limit' | 'answer';
}

const isCode = (text: string): text is ErrorCode => Object.hasOwn(ERROR_MESSAGES, text);

/** What each throw site says, in these sources. */
function scan(sources: Array<{ file: string; text: string }>): Said[] {
  const found: Said[] = [];
  const parsed = sources.map(({ file, text }) => ({ file, sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) }));
  // Constants by name: a file's own, and those in capitals any file may import (PRODUCT_NOT_FOUND).
  const shared = new Map<string, ts.Expression>();
  const own = new Map<ts.SourceFile, Map<string, ts.Expression>>();
  for (const { sf } of parsed) {
    const mine = new Map<string, ts.Expression>();
    own.set(sf, mine);
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (!mine.has(node.name.text)) mine.set(node.name.text, node.initializer);
        if (/^[A-Z][A-Z0-9_]+$/.test(node.name.text) && !shared.has(node.name.text)) shared.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const constant = (id: ts.Identifier) => own.get(id.getSourceFile())?.get(id.text) ?? shared.get(id.text);
  const sample = (t: ts.TemplateExpression) => {
    let n = 0;
    return t.head.text + t.templateSpans.map((s) => `X${++n}${s.literal.text}`).join('');
  };
  /** The literal texts an expression can be: both sides of a condition, a named constant, what an
   * arrow gives. A call (issueMessage, errorText) is not a literal, and is left to the compiler. */
  function texts(node: ts.Node | undefined, seen = new Set<ts.Node>()): string[] {
    if (!node || seen.has(node)) return [];
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [sample(node)];
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return texts(node.expression, seen);
    if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, seen), ...texts(node.whenFalse, seen)];
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind))
      return [...texts(node.left, seen), ...texts(node.right, seen)];
    if (ts.isIdentifier(node)) return texts(constant(node), seen);
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return texts(node.body, seen);
    return [];
  }
  const property = (obj: ts.ObjectLiteralExpression, names: string[]) =>
    obj.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && names.includes(p.name.text) ? [p.initializer] : [],
    );

  for (const { file, sf } of parsed) {
    const rel = path.relative(ROOT, file);
    const inContracts = rel.startsWith(path.join('packages', 'contracts'));
    const add = (node: ts.Node | undefined, kind: Said['kind']) => {
      if (!node) return;
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      for (const text of texts(node)) found.push({ text, where: `${rel}:${line}`, kind });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const args = node.arguments ?? [];
        const at = SAID_AT[name];
        if (ts.isIdentifier(callee) && at !== undefined) add(args[at], name === 'requiredText' || name === 'linkToken' ? 'schema' : 'code');
        // An error answer written by hand (res.status(404).json({ error, message })) says what errorBody would.
        if (name === 'json' && args[0] && ts.isObjectLiteralExpression(args[0]))
          for (const p of property(args[0], ['error', 'message'])) add(p, 'answer');
        if (name === 'multilineText' && args[1] && ts.isObjectLiteralExpression(args[1]))
          for (const p of property(args[1], ['missing', 'tooShort', 'tooLong'])) add(p, 'schema');
        if (inContracts) {
          for (const a of args) {
            if (ts.isObjectLiteralExpression(a)) for (const p of property(a, ['error', 'message'])) add(p, 'schema');
            else if (ZOD_METHODS.has(name) && (ts.isStringLiteral(a) || ts.isTemplateExpression(a)) && (a !== args[0] || FORMATS.has(name)))
              add(a, 'schema');
          }
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        // A refusal by code ({ code: 'order.cancel.already' }), an issue zod is told of, a limit.
        for (const p of property(node, ['code']))
          for (const text of texts(p)) if (!ZOD_ISSUE_CODES.has(text) && /[\s.]/.test(text)) add(p, 'code');
        for (const p of property(node, ['what'])) add(p, 'limit');
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/** A limit's code is made of its name (and checked against the catalogue before it is used); a limit of
 * code outside the store says what it counts in English (rate-limit.test.ts's 'login attempts'). */
const SENTENCES_ALLOWED = new Set([
  'packages/service-kit/src/rate-limit.ts: limit.X1.X2',
  'packages/service-kit/src/rate-limit.ts: Too many X1. Please try again in X2.',
]);

/** Why a said text does not fit its place, or nothing when it does. */
function wrong(said: Said): string | undefined {
  if (SENTENCES_ALLOWED.has(`${said.where.replace(/:\d+$/, '')}: ${said.text}`)) return undefined;
  if (said.kind === 'limit')
    return isCode(`limit.${said.text}.minutes`) && isCode(`limit.${said.text}.seconds`) ? undefined : 'names no limit of the catalogue';
  if (said.kind === 'answer') return 'is an answer written by hand: errorBody(code) writes it';
  if (said.kind === 'schema' && codeOfIssue(said.text)) return undefined;
  if (isCode(said.text)) return undefined;
  return /\s/.test(said.text) ? 'is a sentence, not a code' : 'is not a code of the catalogue';
}

describe('errors by code', () => {
  const found = scan(sourceFiles().map((file) => ({ file, text: readFileSync(file, 'utf8') })));

  it('finds what the services say where they say it', () => {
    const texts = new Set(found.map((f) => f.text));
    // One of each kind: a helper, a constant, a refusal, a schema, a limit, the gateway's own.
    for (const t of [
      'order.notFound',
      'product.notFound',
      'order.cancel.already',
      'password.tooShort',
      'login.account',
      'gateway.service.timeout',
    ])
      expect(texts, t).toContain(t);
    expect(found.length).toBeGreaterThan(200);
  });

  it('throws only codes of the catalogue, never a sentence', () => {
    const bad = found.flatMap((f) => {
      const why = wrong(f);
      return why ? [`${f.where}: "${f.text}" ${why}`] : [];
    });
    expect(bad, bad.join('\n')).toEqual([]);
  });

  it('would catch an unknown code, a sentence and a limit of no name', () => {
    const source = `
      throw notFound('order.notFund');
      throw conflict('This order is already paid.');
      throw badRequest(\`Sorry, \${name} is out of stock.\`);
      throw new HttpError(409, 'order.pay.alreadyPaid');
      const limit = new RateLimiter(store, { what: 'logins from here', max: 3, windowMs: 1 });
      const refusal = { code: 'order.cancel.nope' };
      res.status(404).json({ error: 'Image not found.', message: 'Image not found.' });`;
    const contract = `export const Quantity = z.number({ error: 'Quantity must be a whole number.' }).min(1, { error: 'quantity.min' });`;
    const said = scan([
      { file: path.join(ROOT, 'services/x/src/a.ts'), text: source },
      { file: path.join(ROOT, 'packages/contracts/src/x.ts'), text: contract },
    ]);
    expect(said.filter((s) => wrong(s)).map((s) => s.text)).toEqual([
      'order.notFund',
      'This order is already paid.',
      'Sorry, X1 is out of stock.',
      'logins from here',
      'order.cancel.nope',
      'Image not found.',
      'Image not found.',
      'Quantity must be a whole number.',
    ]);
  });
});

describe('an error thrown by code', () => {
  it('answers with its English words, its code and its values', () => {
    const err = new HttpError(409, 'order.pay.tooLate', { status: 'cancelled' });
    expect(err.message).toBe('This order is cancelled and can no longer be paid.');
    expect(bodyOf(err)).toEqual({
      error: 'This order is cancelled and can no longer be paid.',
      message: 'This order is cancelled and can no longer be paid.',
      code: 'order.pay.tooLate',
      values: { status: 'cancelled' },
    });
    expect(errorBody('order.pay.alreadyPaid')).toEqual({
      error: 'This order is already paid.',
      message: 'This order is already paid.',
      code: 'order.pay.alreadyPaid',
    });
    expect(saying('verify.sent', { email: 'a@b.ca' }, { extra: true })).toEqual({
      message: errorText('verify.sent', { email: 'a@b.ca' }),
      code: 'verify.sent',
      values: { email: 'a@b.ca' },
      extra: true,
    });
  });

  it('names a limit by its code, in minutes or seconds', () => {
    const locked = tooMany('login.account', new Date(Date.now() + 15 * 60_000 - 500));
    expect([locked.status, locked.code, locked.values, locked.message]).toEqual([
      429,
      'limit.login.account.minutes',
      { minutes: '15' },
      'Too many failed login attempts for this account. Please try again in 15 minutes.',
    ]);
    expect(tooMany('support.chat', new Date(Date.now() + 20_000)).code).toBe('limit.support.chat.seconds');
  });

  it("reads a schema's code and values back, and keeps zod's own words", () => {
    expect(codeOfIssue(issueMessage('field.label.tooLong', { label: 'City', maximum: '100' }))).toEqual({
      code: 'field.label.tooLong',
      values: { label: 'City', maximum: '100' },
    });
    expect(codeOfIssue('quantity.min')).toEqual({ code: 'quantity.min' });
    expect(codeOfIssue('Too small: expected number to be >=1')).toBeNull();
    expect(issueText(issueMessage('query.atMost', { param: 'page', maximum: '9' }))).toBe('page must be at most 9.');
    const schema = z.object({ city: z.string().max(3, { error: issueMessage('field.label.tooLong', { label: 'City', maximum: '3' }) }) });
    const err = (() => {
      try {
        parseInput(schema, { city: 'Toronto' }, 'body');
      } catch (e) {
        return e as HttpError;
      }
    })();
    expect(bodyOf(err!)).toMatchObject({
      message: 'City must be at most 3 characters.',
      code: 'field.label.tooLong',
      details: [{ path: 'body.city', message: 'City must be at most 3 characters.', code: 'field.label.tooLong' }],
    });
  });
});
