// The deployment files made from the topology (deploy/topology.ts) are what `npm run deploy-files` would
// write now: a service added, renamed or given a new caller reaches docker-compose.yml, the Prometheus
// scrape config and the database setup, or this fails.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentFiles } from '../deploy/files';

const ROOT = path.resolve(__dirname, '..');

describe('the deployment files made from the topology', async () => {
  const files = await deploymentFiles();
  it.each(files.map((f) => [f.file, f.text] as const))('%s is current (else run `npm run deploy-files`)', (file, text) => {
    expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), `${file} is not what \`npm run deploy-files\` writes`).toBe(text);
  });
});
