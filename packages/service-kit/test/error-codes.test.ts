import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode, errorCodeOf } from '@storefront/contracts/errors';
import { errorBody, tooMany } from '../src';

// Every message a service can answer an error with must have a code (ERROR_MESSAGES), so that a French
// page can say it in French. This reads the sources (no service runs): the messages given to the error
// helpers, the `error` of a refusal (`{ ok: false, error }`), and the zod schemas' own messages; a
// template literal's `${...}` becomes a sample value ('X1', 'X2'...).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where services' messages are written. The payment sandbox stands in for Stripe (its answers are
 * Stripe's, read by the orders service, never by a browser); config.ts is checked at start-up. */
function sourceFiles(): string[] {
  const services = readdirSync(path.join(ROOT, 'services'))
    .filter((s) => s !== 'payment-sandbox')
    .map((s) => `services/${s}/src`);
  const roots = [
    ...services,
    'gateway/src',
    'packages/service-kit/src',
    'packages/routes/src',
    'packages/data/src',
    'packages/contracts/src',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && name !== 'config.ts') files.push(full);
    }
  };
  for (const r of roots) walk(path.join(ROOT, r));
  return files.filter((f) => !f.endsWith(path.join('contracts', 'src', 'errors.ts')));
}

/** Calls whose arguments are (or hold) an answer's message. */
const HELPERS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'HttpError', 'errorBody', 'sendJson']);
/** zod methods whose string argument is the message when the problem is found. */
const ZOD_METHODS = new Set(['min', 'max', 'length', 'regex', 'refine', 'startsWith', 'endsWith', 'email', 'uuid', 'url', 'int', 'date']);
/** zod checks whose only argument may be the message. */
const FORMATS = new Set(['email', 'uuid', 'url', 'int', 'date']);

interface Found {
  /** The message with sample values ('X1') for what varies. */
  text: string;
  where: string;
}

function scan() {
  const found: Found[] = [];
  /** What a limit counts (`what:` of a RateLimiter, or the first argument of a helper that makes one). */
  const limited = new Set<string>();
  /** What assertOwnerOrAdmin protects; what pickLines does to lines. */
  const owned = new Set<string>();
  const verbs = new Set<string>();
  /** The labels of required text fields (requiredText). */
  const labels = new Set<string>();
  const sources = sourceFiles().map((file) => {
    const text = readFileSync(file, 'utf8');
    return { file, sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
  });

  // Constants and functions any file may use by name (COUNTRY_REFUSED, refusal(), postalCodeHint()).
  const constants = new Map<string, ts.Expression>();
  const functions = new Map<string, ts.Node>();
  for (const { sf } of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          functions.set(node.name.text, node.initializer);
        else if (!constants.has(node.name.text)) constants.set(node.name.text, node.initializer);
      }
      if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  const sample = (t: ts.TemplateExpression) => {
    let n = 0;
    return t.head.text + t.templateSpans.map((s) => `X${++n}${s.literal.text}`).join('');
  };

  /** The texts an expression can be: literals, both sides of a condition, a named constant, what a
   * local function returns. */
  function texts(node: ts.Node | undefined, seen = new Set<ts.Node>()): string[] {
    if (!node || seen.has(node)) return [];
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [sample(node)];
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return texts(node.expression, seen);
    if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, seen), ...texts(node.whenFalse, seen)];
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    )
      return [...texts(node.left, seen), ...texts(node.right, seen)];
    if (ts.isIdentifier(node)) return texts(constants.get(node.text), seen);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const fn = functions.get(node.expression.text);
      if (!fn || HELPERS.has(node.expression.text)) return [];
      const out: string[] = [];
      const returns = (n: ts.Node) => {
        if (ts.isReturnStatement(n)) out.push(...texts(n.expression, seen));
        else if (!ts.isFunctionLike(n) || n === fn) ts.forEachChild(n, returns);
      };
      if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) out.push(...texts(fn.body, seen));
      else returns(fn);
      return out;
    }
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return texts(node.body, seen);
    return [];
  }

  const propertyTexts = (obj: ts.ObjectLiteralExpression, names: string[]) =>
    obj.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && names.includes(p.name.text)
        ? texts(p.initializer)
        : ts.isShorthandPropertyAssignment(p) && names.includes(p.name.text)
          ? texts(p.name)
          : [],
    );

  /** Strings in a helper's arguments, and the `message` of each detail given with them. */
  const argumentTexts = (args: readonly ts.Expression[]) =>
    args.flatMap((a) =>
      ts.isArrayLiteralExpression(a)
        ? a.elements.flatMap((e) => (ts.isObjectLiteralExpression(e) ? propertyTexts(e, ['message']) : []))
        : texts(a),
    );

  for (const { file, sf } of sources) {
    const rel = path.relative(ROOT, file);
    const inContracts = rel.startsWith(path.join('packages', 'contracts'));
    // A function of the file's own that only shares a helper's name (a page's notFound(route, title)).
    const unrelated = new Set(
      sf.statements.flatMap((st) =>
        ts.isFunctionDeclaration(st) && st.name && !st.parameters.some((p) => p.name.getText(sf) === 'message') ? [st.name.text] : [],
      ),
    );
    const add = (list: string[], node: ts.Node) => {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      for (const text of list) found.push({ text, where: `${rel}:${line}` });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const args = node.arguments ?? [];
        if (ts.isIdentifier(callee) && HELPERS.has(name) && !unrelated.has(name)) add(argumentTexts(args), node);
        // A JSON error answer written by hand: res.status(404).json({ error, message }).
        if (name === 'json' && args[0] && ts.isObjectLiteralExpression(args[0]) && ts.isPropertyAccessExpression(callee)) {
          const on = callee.expression;
          if (ts.isCallExpression(on) && ts.isPropertyAccessExpression(on.expression) && on.expression.name.text === 'status')
            add(propertyTexts(args[0], ['error', 'message']), node);
        }
        // Messages gathered before one is thrown (pricing's shortages, a profile's problems).
        if (name === 'push' && ts.isPropertyAccessExpression(callee) && /shortages|problems/.test(callee.expression.getText(sf)))
          add(
            args.flatMap((a) => (ts.isObjectLiteralExpression(a) ? propertyTexts(a, ['message']) : texts(a))),
            node,
          );
        if (name === 'hourly' && args[0]) texts(args[0]).forEach((w) => limited.add(w));
        if (name === 'assertOwnerOrAdmin' && args[2]) texts(args[2]).forEach((w) => owned.add(w));
        if (name === 'pickLines' && args[3]) texts(args[3]).forEach((w) => verbs.add(w));
        if (name === 'requiredText' && args[0]) texts(args[0]).forEach((w) => labels.add(w));
        if (inContracts) {
          if (name === 'linkToken') add(texts(args[0]), node);
          for (const a of args) {
            if (ts.isObjectLiteralExpression(a)) add(propertyTexts(a, ['error', 'message', 'missing', 'tooShort', 'tooLong']), a);
            // A message given as a string: after the limit or pattern, or alone for a format check.
            else if (ZOD_METHODS.has(name) && (ts.isStringLiteral(a) || ts.isTemplateExpression(a)) && (a !== args[0] || FORMATS.has(name)))
              add(texts(a), a);
          }
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        // A refusal a use case hands back: { ok: false, error: '...' }.
        if (!inContracts && node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'ok'))
          add(propertyTexts(node, ['error']), node);
        for (const w of propertyTexts(node, ['what'])) limited.add(w);
        // How a postal code looks in each country we deliver to.
        if (inContracts) add(propertyTexts(node, ['hint']), node);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { found, limited, owned, verbs, labels };
}

/** Messages built in two steps, whose samples stand for these texts. */
function expand(text: string, s: ReturnType<typeof scan>): string[] | undefined {
  const minutes = new Date(Date.now() + 15 * 60_000);
  const seconds = new Date(Date.now() + 30_000);
  switch (text) {
    case 'Too many X1. Please try again in X2.':
      return [...s.limited].flatMap((what) => [tooMany(what, minutes).message, tooMany(what, seconds).message]);
    case 'You can only access your own X1.':
      return [...s.owned].map((what) => `You can only access your own ${what}.`);
    case 'X1 is required.':
      return [...s.labels].map((label) => `${label} is required.`);
    case 'X1 has already been X2.':
      return [...s.verbs].map((verb) => `Maple Syrup has already been ${verb}.`);
    case 'Only X1 of X2 can still be X3.':
      return [...s.verbs].map((verb) => `Only 2 of Maple Syrup can still be ${verb}.`);
    case 'Only X1 of X2 left in stock.X3':
      return ['Only 2 of Maple Syrup left in stock.', 'Only 2 of Maple Syrup left in stock. Your cart already has 1.'];
    case 'X1 rowX2 refused, so nothing was imported. Correct X3 and import the file again.':
      return [1, 3].map(
        (rows) =>
          `${rows} row${rows > 1 ? 's were' : ' was'} refused, so nothing was imported. Correct ${rows > 1 ? 'them' : 'it'} and import the file again.`,
      );
    default:
      return undefined;
  }
}

/** Messages left without a code on purpose: the browser says them by their status (a 404 is 'Introuvable.')
 * or, for a field, by what kind of problem zod found (validationCode: 'Name is required.' is
 * field.required, which service-app.test.ts relies on). */
const UNCODED = new Set(['Not found: X1 X2', 'Not found: X1 X2X3', 'Name is required.']);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
/** A code's English text with a sample value in each placeholder. */
const example = (code: ErrorCode) => {
  let n = 0;
  return ERROR_MESSAGES[code].replace(/\{\{\s*\w+\s*\}\}/g, () => `X${++n}`);
};
const templateCodes = (Object.keys(ERROR_MESSAGES) as ErrorCode[]).filter((c) => placeholders(ERROR_MESSAGES[c]).length > 0);
const patternOf = (code: ErrorCode) =>
  new RegExp(
    `^${ERROR_MESSAGES[code]
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)')}$`,
    's',
  );

describe('error codes', () => {
  const scanned = scan();

  it('finds messages where the services write them', () => {
    const texts = new Set(scanned.found.map((f) => f.text));
    // One of each kind the scan must see: a helper, a template, a constant, a refusal, a schema, a limit.
    for (const t of [
      'Order not found.',
      'Sorry, X1 is out of stock.',
      'Product not found.',
      'This order is already cancelled.',
      'That product is not part of this order.',
      'Password must be at least 8 characters.',
      'X1 is required.',
      'Not found: X1 X2',
      'We deliver to Canada, the USA, the UK and Australia.',
      'A UK postcode looks like SW1A 1AA.',
      'Not found: X1 X2X3',
      'Please keep your message under X1 characters.',
      'Too many X1. Please try again in X2.',
    ])
      expect(texts, t).toContain(t);
    expect(scanned.limited).toContain('failed login attempts for this account');
    expect(scanned.limited).toContain('guest orders from this address');
    expect(scanned.found.length).toBeGreaterThan(200);
  });

  it('has a code for every message a service answers with', () => {
    const missing: string[] = [];
    for (const f of scanned.found) {
      for (const text of expand(f.text, scanned) ?? [f.text]) {
        if (!errorCodeOf(text) && !UNCODED.has(text)) missing.push(`${f.where}: ${text}`);
      }
    }
    expect([...new Set(missing)], `messages without a code in ERROR_MESSAGES:\n${missing.join('\n')}`).toEqual([]);
  });

  it('names messages by the right code, with their values', () => {
    expect(errorCodeOf('Your current password is not correct.')).toEqual({ code: 'password.current.wrong' });
    expect(errorCodeOf('This order is pending payment and can no longer be cancelled.')).toEqual({
      code: 'order.cancel.tooLate',
      values: { status: 'pending payment' },
    });
    expect(errorCodeOf('This order has shipped and can no longer be cancelled.')).toEqual({ code: 'order.cancel.shipped' });
    expect(errorCodeOf('Only 2 of Maple Syrup left in stock. Your cart already has 1.')).toEqual({
      code: 'product.lowStock.inCart',
      values: { stock: '2', product: 'Maple Syrup', inCart: '1' },
    });
    expect(errorCodeOf('Only 2 of Maple Syrup left in stock.')).toEqual({
      code: 'product.lowStock',
      values: { stock: '2', product: 'Maple Syrup' },
    });
    expect(errorCodeOf('Quantity can be at most 99 of one product.')).toEqual({ code: 'order.quantity.max', values: { maximum: '99' } });
    expect(errorCodeOf('Quantity can be at most 99.')).toEqual({ code: 'quantity.max', values: { maximum: '99' } });
    expect(errorCodeOf('Not found: GET /nope')).toBeNull();
    expect(errorCodeOf('Name is required.')).toBeNull();
    expect(errorCodeOf('Street is required.')).toEqual({ code: 'address.street.required' });
    expect(errorCodeOf('Full name is required.')).toEqual({ code: 'address.fullName.required' });
    expect(errorCodeOf('Apartment/Suite must be at most 100 characters.')).toEqual({
      code: 'field.label.tooLong',
      values: { label: 'Apartment/Suite', maximum: '100' },
    });
    expect(errorCodeOf('page must be at most 100000.')).toEqual({ code: 'query.atMost', values: { param: 'page', maximum: '100000' } });
    expect(errorCodeOf('"Narnia" is not a Canadian province or territory.')).toEqual({
      code: 'address.province.unknown',
      values: { province: 'Narnia' },
    });
    expect(errorCodeOf('The orders service took too long to answer. Please try again.')).toEqual({
      code: 'gateway.service.timeout',
      values: { service: 'orders' },
    });
    expect(errorCodeOf('The store front end is not available right now. Please try again shortly.')).toEqual({
      code: 'gateway.frontEnd.unavailable',
    });
    const locked = tooMany('failed login attempts for this account', new Date(Date.now() + 15 * 60_000 - 500));
    expect(errorCodeOf(locked.message)).toEqual({ code: 'limit.login.account.minutes', values: { minutes: '15' } });
    const soon = tooMany('chat messages from this address', new Date(Date.now() + 20_000));
    expect(errorCodeOf(soon.message)?.code).toBe('limit.support.chat.seconds');
    // The answer carries it.
    expect(errorBody('This order is already paid.')).toMatchObject({ code: 'order.pay.alreadyPaid' });
    // A message no code names stays without one.
    expect(errorCodeOf('Something nobody wrote.')).toBeNull();
  });

  it('has no template that hides another', () => {
    const clashes: string[] = [];
    for (const code of templateCodes) {
      const text = example(code);
      const found = errorCodeOf(text);
      if (found?.code !== code) clashes.push(`${code}: "${text}" is taken for ${found?.code ?? 'no code'}`);
      for (const other of templateCodes) {
        // Two templates that each match the other's example: which one wins is down to their length.
        if (other !== code && patternOf(other).test(text) && patternOf(code).test(example(other)))
          clashes.push(`${code} and ${other} match each other`);
      }
    }
    // An exact text must be itself, not a template's value.
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      if (placeholders(ERROR_MESSAGES[code]).length === 0 && errorCodeOf(ERROR_MESSAGES[code])?.code !== code)
        clashes.push(`${code} is named by another code`);
    }
    // No template is only a placeholder (it would name any message).
    for (const code of templateCodes)
      if (ERROR_MESSAGES[code].replace(/\{\{\s*\w+\s*\}\}/g, '').trim().length < 8) clashes.push(`${code} is too loose`);
    expect(clashes).toEqual([]);
  });
});
