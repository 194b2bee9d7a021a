// Podman as this machine runs it, for the container test and the operators' scripts: runc and cgroupfs
// (crun refuses the sandbox's cgroups), and no default ulimits (the sandbox refuses setrlimit). On a
// normal host podman's own defaults work and CONTAINERS_CONF can be left unset.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What to install when podman is missing, in one line. */
export const INSTALL_HINT =
  'podman is not installed: apt-get install -y podman runc catatonit debootstrap (Debian 12), then run the tests again';

/** The folder the container tooling keeps its caches in (root file systems, downloaded Node.js). */
export const CACHE_DIR = process.env.CONTAINER_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'maple-market-containers');

let env: NodeJS.ProcessEnv | undefined;

/** A containers.conf for this kind of sandbox, written into the cache once per process and used unless
 * the caller set CONTAINERS_CONF. */
export function podmanEnv(): NodeJS.ProcessEnv {
  if (env) return env;
  if (process.env.CONTAINERS_CONF) return (env = process.env);
  const file = path.join(CACHE_DIR, 'containers.conf');
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(
    file,
    '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\nevents_logger = "file"\n',
  );
  return (env = { ...process.env, CONTAINERS_CONF: file });
}

export function hasPodman(): boolean {
  try {
    execFileSync('podman', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs podman and answers what it printed; a failure throws with its own words. */
export function podman(args: string[], options: { input?: string | Buffer; quiet?: boolean } = {}): string {
  try {
    return execFileSync('podman', args, {
      env: podmanEnv(),
      input: options.input,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['pipe', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    }).toString();
  } catch (err) {
    const e = err as { stderr?: Buffer; message: string };
    throw new Error(`podman ${args.slice(0, 3).join(' ')} failed: ${e.stderr?.toString().trim() || e.message}`, { cause: err });
  }
}

/** Runs podman with its output shown as it comes, prefixed (a long build shows its progress). */
export function podmanShown(args: string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { env: podmanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const show = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 30) tail.shift();
        if (/^(STEP|COMMIT|-->|Successfully)/.test(line)) process.stdout.write(`[${label}] ${line}\n`);
      }
    };
    child.stdout.on('data', show);
    child.stderr.on('data', show);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`[${label}] podman ${args[0]} failed (${code}):\n${tail.join('\n')}`)),
    );
  });
}

/** The label an image's recipe is recorded under: an image is made again when its recipe changes. */
export const RECIPE_LABEL = 'ca.maple-market.recipe';

export function imageRecipe(image: string): string | undefined {
  try {
    const label = podman(['image', 'inspect', image, '--format', `{{index .Labels "${RECIPE_LABEL}"}}`], { quiet: true }).trim();
    return label && label !== '<no value>' ? label : undefined;
  } catch {
    return undefined;
  }
}
