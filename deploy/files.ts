// `npm run deploy-files`: writes the deployment files made from the topology (deploy/topology.ts):
// docker-compose.yml, deploy/monitoring/prometheus.yml and deploy/database-setup.sql. A test
// (test/deployment-files.test.ts) fails when one of them is not what this would write.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { composeFile } from './compose';
import { storeDatabaseSetupSql } from './database-setup';
import { prometheusFile } from './monitoring/prometheus';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Formatted as the repository's prettier configuration asks, so `npm run lint` finds nothing to change. */
async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

/** Each generated file's path (from the repository root) and the text it should hold. */
export async function deploymentFiles(): Promise<Array<{ file: string; text: string }>> {
  const made = [
    { file: 'docker-compose.yml', text: composeFile() },
    { file: 'deploy/monitoring/prometheus.yml', text: prometheusFile() },
  ];
  return [
    ...(await Promise.all(made.map(async ({ file, text }) => ({ file, text: await formatted(path.join(ROOT, file), text) })))),
    { file: 'deploy/database-setup.sql', text: storeDatabaseSetupSql() },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, text } of await deploymentFiles()) {
    const target = path.join(ROOT, file);
    const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (before === text) continue;
    fs.writeFileSync(target, text);
    console.log(`wrote ${file}`);
  }
}
