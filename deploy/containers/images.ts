// Every image of the store, built from the repository's one Dockerfile with podman: the shared stages
// (the install, the programs' and the frontends' builds) are built once and reused by each target, and
// each image is tagged <registry>/<part>:<tag> as the Kubernetes manifests name it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS, GATEWAY, SERVICES } from '../topology';
import { podman, podmanShown } from './podman';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StoreImage {
  part: string;
  target: 'service' | 'gateway' | 'shell' | 'remote';
  buildArgs: Record<string, string>;
}

/** The store's images: each service, the gateway, the shell and each remote. */
export const STORE_IMAGES: StoreImage[] = [
  ...SERVICES.map((s) => ({ part: s.name, target: 'service' as const, buildArgs: { SERVICE: s.name } })),
  { part: GATEWAY.name, target: 'gateway', buildArgs: {} },
  ...FRONTENDS.map((f): StoreImage =>
    f.remote ? { part: f.name, target: 'remote', buildArgs: { FRONTEND: f.name } } : { part: f.name, target: 'shell', buildArgs: {} },
  ),
];

export const imageName = (registry: string, part: string, tag: string) => `${registry}/${part}:${tag}`;

/** Builds every image (or those named), in order, reusing podman's cached layers; never pulls. */
export async function buildImages(
  registry: string,
  tag: string,
  only?: readonly string[],
  log: (line: string) => void = console.log,
): Promise<Array<{ part: string; seconds: number }>> {
  const times: Array<{ part: string; seconds: number }> = [];
  for (const image of STORE_IMAGES.filter((i) => !only || only.includes(i.part))) {
    const started = Date.now();
    log(`image ${image.part}: building (target ${image.target})...`);
    const args = Object.entries(image.buildArgs).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
    await podmanShown(
      [
        'build',
        '--pull=never',
        '--network=host',
        '--layers',
        '--target',
        image.target,
        ...args,
        '-t',
        imageName(registry, image.part, tag),
        ROOT,
      ],
      image.part,
    );
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    times.push({ part: image.part, seconds });
    log(`image ${image.part}: built in ${seconds} s`);
  }
  return times;
}

/** An image's size in bytes (as podman stores it, uncompressed). */
export const imageBytes = (name: string) => Number(podman(['image', 'inspect', name, '--format', '{{.Size}}'], { quiet: true }).trim());

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2);
  const registry = process.env.IMAGE_REGISTRY ?? 'localhost/maple-market';
  const tag = process.env.IMAGE_TAG ?? 'dev';
  const times = await buildImages(registry, tag, only.length ? only : undefined);
  for (const t of times) console.log(`${t.part}: ${t.seconds} s, ${(imageBytes(imageName(registry, t.part, tag)) / 1e6).toFixed(0)} MB`);
}
