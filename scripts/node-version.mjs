// The Node.js the store runs on: an LTS line, 22.12+ or 24+. `npm ci` installs Node 24 from the npm
// registry (the `node` package), and npm's scripts put it first on the PATH, so `npm start` and
// `npm test` run on it whatever Node started npm.
export const SUPPORTED_NODE = '22.12 or newer (an LTS line: 22, 24)';

export function nodeIsSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/** Stops the script with what to do when this Node.js is too old. */
export function requireSupportedNode() {
  if (nodeIsSupported()) return;
  console.error(
    `The store needs Node.js ${SUPPORTED_NODE}; this is ${process.versions.node} (${process.execPath}). ` +
      'Run it through npm (`npm start`, `npm test`), which uses the Node.js that `npm ci` installs, or install an LTS Node.js.',
  );
  process.exit(1);
}
