// Which build of each remote the store serves, changed while it runs. A remote's builds are published as
// releases (a folder per version, never overwritten, listed newest first in releases.json); the store
// serves the release operators chose in the deployments file, or else the newest. The file is watched, so
// a deploy, a switch or a rollback takes effect within a second on every gateway that reads it, with
// nothing restarted; the operators' port writes it too.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ErrorCode, ErrorValues } from '@storefront/contracts/errors';
import { HttpError } from '@storefront/service-kit';
import {
  REMOTES,
  type RemoteChoice,
  RemoteDeployments,
  type RemoteName,
  RemoteReleases,
  type RemoteSwitch,
  type RemotesManifest,
  ROLLBACK_DEPTH,
  SWITCHES_KEPT,
} from '@storefront/contracts';
import type { RemoteConfig } from './config';

/** How often the deployments file and the release lists are looked at again. */
export const WATCH_INTERVAL_MS = 1000;
/** A release list on another server (a remote's own container) is asked for at most this often. */
const REMOTE_LIST_INTERVAL_MS = 5000;

/** One remote as the store serves it now. */
export interface ServedRemote {
  /** What the browser loads: /remotes.json and every page carry it. */
  entry: string;
  /** The release served, when it is one of the remote's own. */
  version?: string;
  /** Where that build's file list (federation-stats.json) is: a folder, or a URL. */
  statsFrom?: { dir: string } | { url: string };
}

export interface RemoteState extends ServedRemote {
  name: RemoteName;
  /** What operators chose; none: the newest release is served. */
  chosen?: RemoteChoice;
  /** Earlier choices, the latest first. */
  previous: RemoteChoice[];
  /** Releases that can be chosen, newest first (none known for a remote served from a fixed URL). */
  releases: Array<{ version: string; builtAt: string }>;
  /** Why what operators chose is not what is served (its release is gone). */
  warning?: string;
}

/** A refusal an operator can act on (the operators' port answers it as a 4xx). */
/** A switch or rollback the board refuses, by its code. */
export class DeploymentRefusal extends HttpError {
  constructor(status: 400 | 404 | 409, code: ErrorCode, values?: ErrorValues) {
    super(status, code, values);
  }
}

const entryOf = (name: string, version: string) => `/remotes/${name}/${version}/remoteEntry.js`;

export class RemoteDeploymentBoard {
  private deployments: RemoteDeployments = { remotes: {}, switches: [] };
  private deploymentsStamp = '';
  private readonly releases = new Map<string, { list: RemoteReleases['releases']; stamp: string; askedAt: number }>();
  private served: Record<string, ServedRemote>;
  private timer: ReturnType<typeof setInterval> | undefined;
  private refreshing: Promise<void> | undefined;
  private changes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly remotes: Record<string, RemoteConfig>,
    private readonly options: { deploymentsFile?: string; log?: Logger } = {},
  ) {
    this.served = Object.fromEntries(Object.entries(remotes).map(([name, r]) => [name, this.fallback(r)]));
  }

  /** What /remotes.json answers and each page carries. */
  manifest(): RemotesManifest {
    return { remotes: Object.fromEntries(Object.entries(this.served).map(([name, r]) => [name, { entry: r.entry }])) };
  }

  current(): Readonly<Record<string, ServedRemote>> {
    return this.served;
  }

  /** Looks at the deployments file and the release lists every second until `stop`. */
  start(): Promise<void> {
    this.timer ??= setInterval(() => void this.refresh(), WATCH_INTERVAL_MS);
    this.timer.unref();
    return this.refresh();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads what changed (a refresh under way is joined, not doubled). */
  refresh(): Promise<void> {
    this.refreshing ??= this.readAll().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  describe(): RemoteState[] {
    return Object.keys(this.remotes).map((name) => this.stateOf(name as RemoteName));
  }

  /** The switches the deployments file records, newest first. */
  switches(): RemoteSwitch[] {
    return [...this.deployments.switches].reverse();
  }

  /** Serves `choice` for `remote` from now on, remembering what was served for a rollback; `by` names
   * who asked, for the switches' record. */
  choose(remote: string, choice: RemoteChoice, by: string): Promise<RemoteState> {
    return this.oneAtATime(() => this.applyChoice(remote, choice, by));
  }

  /** Serves again what was served before the last change. */
  rollback(remote: string, by: string): Promise<RemoteState> {
    return this.oneAtATime(() => this.applyRollback(remote, by));
  }

  /** One change at a time: each starts from what the one before it wrote (two at once each wrote the
   * file from the same start, and the second undid the first). */
  private oneAtATime<T>(change: () => Promise<T>): Promise<T> {
    const next = this.changes.then(change, change);
    this.changes = next.catch(() => {});
    return next;
  }

  private async applyChoice(remote: string, choice: RemoteChoice, by: string): Promise<RemoteState> {
    const name = this.known(remote);
    await this.refresh();
    if ('version' in choice) {
      const config = this.remotes[name]!;
      if (!config.dir && !config.origin)
        throw new DeploymentRefusal(400, 'remote.fixedAddress', { remote: name, variable: `REMOTE_URL_${name.toUpperCase()}` });
      const list = this.releases.get(name)?.list ?? [];
      if (!list.some((r) => r.version === choice.version))
        throw list.length > 0
          ? new DeploymentRefusal(404, 'remote.release.unknown', {
              remote: name,
              version: choice.version,
              releases: list.map((r) => r.version).join(', '),
            })
          : new DeploymentRefusal(404, 'remote.release.none', { remote: name, version: choice.version });
    }
    const before = this.stateOf(name);
    const wasServed: RemoteChoice | undefined = before.chosen ?? (before.version ? { version: before.version } : undefined);
    const same = (a: RemoteChoice | undefined, b: RemoteChoice) => JSON.stringify(a) === JSON.stringify(b);
    const previous = wasServed && !same(wasServed, choice) ? [wasServed, ...before.previous] : before.previous;
    const at = new Date().toISOString();
    await this.write(
      name,
      { current: choice, previous: previous.slice(0, ROLLBACK_DEPTH), changedAt: at },
      { at, remote: name, action: 'switched', ...(wasServed ? { from: wasServed } : {}), to: choice, by },
    );
    return this.stateOf(name);
  }

  private async applyRollback(remote: string, by: string): Promise<RemoteState> {
    const name = this.known(remote);
    await this.refresh();
    const entry = this.deployments.remotes[name];
    const [back, ...older] = entry?.previous ?? [];
    if (!entry || !back) throw new DeploymentRefusal(409, 'remote.rollback.none', { remote: name });
    const at = new Date().toISOString();
    await this.write(
      name,
      { current: back, previous: [entry.current, ...older].slice(0, ROLLBACK_DEPTH), changedAt: at },
      { at, remote: name, action: 'rolled-back', from: entry.current, to: back, by },
    );
    return this.stateOf(name);
  }

  private known(remote: string): RemoteName {
    if (!(remote in this.remotes) || !(remote in REMOTES))
      throw new DeploymentRefusal(404, 'remote.unknown', { remote, remotes: Object.keys(this.remotes).join(', ') });
    return remote as RemoteName;
  }

  private async write(
    name: RemoteName,
    deployment: NonNullable<RemoteDeployments['remotes'][RemoteName]>,
    change: RemoteSwitch,
  ): Promise<void> {
    const file = this.options.deploymentsFile;
    if (!file) throw new DeploymentRefusal(409, 'remote.deployments.noFile');
    const next: RemoteDeployments = {
      remotes: { ...this.deployments.remotes, [name]: deployment },
      switches: [...this.deployments.switches, change].slice(-SWITCHES_KEPT),
    };
    // Written whole under another name, then renamed: a gateway reading it never sees half a file.
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
    await fs.rename(temporary, file);
    this.options.log?.info({ remote: name, ...deployment.current, action: change.action, by: change.by }, 'remote switched');
    this.deploymentsStamp = '';
    await this.readAll();
  }

  private async readAll(): Promise<void> {
    await Promise.all([this.readDeployments(), ...Object.entries(this.remotes).map(([name, r]) => this.readReleases(name, r))]);
    this.served = Object.fromEntries(Object.keys(this.remotes).map((name) => [name, this.serve(name as RemoteName)]));
  }

  private async readDeployments(): Promise<void> {
    const file = this.options.deploymentsFile;
    if (!file) return;
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        this.deployments = { remotes: {}, switches: [] };
        this.deploymentsStamp = '';
      } else this.options.log?.error({ file, err: (err as Error).message }, 'the remote deployments file could not be read');
      return;
    }
    if (text === this.deploymentsStamp) return;
    this.deploymentsStamp = text;
    const parsed = (() => {
      try {
        return RemoteDeployments.safeParse(JSON.parse(text));
      } catch (err) {
        return { success: false as const, error: err as Error };
      }
    })();
    if (parsed.success) {
      this.deployments = parsed.data;
      return;
    }
    // A broken edit must not take the store down: what was served stays served until the file is fixed.
    this.options.log?.error(
      { file, why: parsed.error.message },
      'the remote deployments file is not valid: the remotes stay as they were until it is fixed',
    );
  }

  private async readReleases(name: string, config: RemoteConfig): Promise<void> {
    const kept = this.releases.get(name);
    let text: string | undefined;
    if (config.dir) {
      text = await fs.readFile(path.join(config.dir, 'releases.json'), 'utf8').catch(() => undefined);
    } else if (config.origin) {
      if (kept && Date.now() - kept.askedAt < REMOTE_LIST_INTERVAL_MS) return;
      text = await fetch(new URL('releases.json', `${config.origin.replace(/\/?$/, '/')}`), { signal: AbortSignal.timeout(2000) })
        .then((r) => (r.ok ? r.text() : undefined))
        .catch(() => undefined);
      // A server that did not answer keeps the list it gave last.
      if (text === undefined && kept) return void (kept.askedAt = Date.now());
    } else return;
    if (text !== undefined && text === kept?.stamp) return void (kept.askedAt = Date.now());
    let list: RemoteReleases['releases'] = [];
    try {
      list = text === undefined ? [] : RemoteReleases.parse(JSON.parse(text)).releases;
    } catch {
      this.options.log?.warn({ remote: name }, "the remote's releases.json is not valid: it is served as if it had no releases");
    }
    this.releases.set(name, { list, stamp: text ?? '', askedAt: Date.now() });
  }

  /** A remote without releases: its configured entry. */
  private fallback(config: RemoteConfig): ServedRemote {
    const folder = config.entry.slice(0, config.entry.lastIndexOf('/') + 1);
    return {
      entry: config.entry,
      statsFrom: config.dir
        ? { dir: config.dir }
        : /^https?:\/\//.test(config.entry)
          ? { url: `${folder}federation-stats.json` }
          : undefined,
    };
  }

  private release(name: string, config: RemoteConfig, version: string): ServedRemote {
    return {
      entry: entryOf(name, version),
      version,
      statsFrom: config.dir
        ? { dir: path.join(config.dir, version) }
        : { url: new URL(`${version}/federation-stats.json`, `${config.origin!.replace(/\/?$/, '/')}`).href },
    };
  }

  private serve(name: RemoteName): ServedRemote {
    return this.resolve(name).served;
  }

  private resolve(name: RemoteName): { served: ServedRemote; warning?: string } {
    const config = this.remotes[name]!;
    const list = this.releases.get(name)?.list ?? [];
    const chosen = this.deployments.remotes[name]?.current;
    const newest = list[0] ? this.release(name, config, list[0].version) : this.fallback(config);
    if (!chosen) return { served: newest };
    if ('entry' in chosen) return { served: { entry: chosen.entry, statsFrom: this.fallback({ entry: chosen.entry }).statsFrom } };
    if (list.some((r) => r.version === chosen.version) || (config.origin && list.length === 0))
      return { served: this.release(name, config, chosen.version) };
    return {
      served: newest,
      warning: `Release ${chosen.version} is no longer kept: the newest release is served until another is chosen.`,
    };
  }

  private stateOf(name: RemoteName): RemoteState {
    const { served, warning } = this.resolve(name);
    const deployment = this.deployments.remotes[name];
    return {
      name,
      ...served,
      chosen: deployment?.current,
      previous: deployment?.previous ?? [],
      releases: this.releases.get(name)?.list ?? [],
      ...(warning ? { warning } : {}),
    };
  }
}
