// `npm run k8s:render [-- setup|store]`: the store's Kubernetes manifests as YAML on stdout, each object
// checked against the Kubernetes API's schema first. Settings come from the environment
// (deploy/kubernetes/settings.ts; docs/deploying.md says which matter). The parts come from deploy/topology.ts.
//   setup  the namespace, the Secrets and the database setup Job (apply, and wait for the Job, first)
//   store  everything else
import { fileURLToPath } from 'node:url';
import type { Model } from '@kubernetes-models/base';
import { stringify } from 'yaml';
import { ConfigError, type Environment } from '@storefront/service-kit';
import { renderManifests } from './manifests';
import { readRenderConfig } from './settings';

export const PARTS = ['setup', 'store'] as const;
export type RenderPart = (typeof PARTS)[number];

/** The objects of the parts asked for (all by default), validated, as one multi-document YAML text. */
export function renderYaml(
  env: Environment,
  parts: readonly RenderPart[] = PARTS,
): { yaml: string; placeholders: string[]; jobName: string } {
  const rendered = renderManifests(readRenderConfig(env));
  const objects = parts.flatMap((part): Array<Model<unknown>> => rendered[part]);
  for (const object of objects) object.validate();
  const yaml = objects.map((object) => stringify(object.toJSON(), { lineWidth: 0 })).join('---\n');
  return {
    yaml: `# Maple Market on Kubernetes: made by \`npm run k8s:render\`; edit the settings, not this text.\n${yaml}`,
    placeholders: rendered.placeholders,
    jobName: rendered.jobName,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown part ${unknown.join(', ')}: say setup, store, or nothing for both.\n`);
    process.exit(2);
  }
  try {
    const { yaml, placeholders, jobName } = renderYaml(process.env, asked.length ? (asked as RenderPart[]) : PARTS);
    process.stdout.write(yaml);
    if (placeholders.length > 0) {
      process.stderr.write(
        `Secrets rendered as REPLACE_ME (set them and render again, or replace them in the cluster): ${placeholders.join(', ')}\n`,
      );
    }
    if (!asked.length || asked.includes('setup')) process.stderr.write(`The database setup Job: ${jobName}\n`);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`The manifests cannot be rendered: ${err.message}.\n`);
    process.exit(2);
  }
}
