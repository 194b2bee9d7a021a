// What the services write to their logs is for the people who run them, not a guarantee of the store:
// a log line's words or fields changed is not a broken check. So Stryker leaves out mutants inside a
// call to a logger (`log.error(...)`, `req.log.warn(...)`, `options.log?.warn(...)`), and inside a
// function or catch block that only logs (`.catch((err) => log.error(...))`); they are counted as
// ignored, not as caught. Everything else in the guarded files, error messages shown to shoppers included, is mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);

/** `log`, `logger`, or anything ending in `.log` (`req.log`, `flow.log`, `this.options.log`). */
function isLogger(node) {
  if (node.type === 'Identifier') return node.name === 'log' || node.name === 'logger';
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    return !node.computed && node.property.type === 'Identifier' && node.property.name === 'log';
  }
  return false;
}

function isLogCall(node) {
  if (!node || (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression')) return false;
  const callee = node.callee;
  return (
    (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    LEVELS.has(callee.property.name) &&
    isLogger(callee.object)
  );
}

const blockOnlyLogs = (block) =>
  block.body.length > 0 && block.body.every((s) => s.type === 'ExpressionStatement' && isLogCall(s.expression));

const onlyLogs = (fn) => (fn.body.type === 'BlockStatement' ? blockOnlyLogs(fn.body) : isLogCall(fn.body));

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'log-calls', {
    shouldIgnore(path) {
      if (isLogCall(path.node)) return 'A log line is for operators, not a guarantee of the store.';
      if ((path.isArrowFunctionExpression() || path.isFunctionExpression()) && onlyLogs(path.node)) {
        return 'A function that only writes a log line is for operators, not a guarantee of the store.';
      }
      if (path.isBlockStatement() && path.parentPath.isCatchClause() && blockOnlyLogs(path.node)) {
        return 'A catch block that only writes a log line is for operators, not a guarantee of the store.';
      }
      return undefined;
    },
  }),
];
