import { z } from 'zod';
import { REMOTES, type RemoteName } from './frontends';

/** A remote's version: the start of the SHA-256 of its built files, so the same build is the same version. */
export const RemoteVersion = z.string().regex(/^[0-9a-f]{12}$/, 'remote.version.invalid');

/** What a remote's build publishes beside its releases (releases/releases.json): every release still kept,
 * newest first. A release is a folder named by its version, written once and never overwritten, so a tab
 * that loaded an older one keeps finding its chunks. */
export const RemoteReleases = z.object({
  releases: z.array(z.object({ version: RemoteVersion, builtAt: z.iso.datetime() })),
});
export type RemoteReleases = z.infer<typeof RemoteReleases>;

/** A path of plain segments (letters, digits, . _ ~ -; no '..') ending in the remote's entry file. */
const ENTRY_PATH = /^(?:\/(?!\.\.?\/)[A-Za-z0-9._~-]+)*\/remoteEntry\.js$/;
/** Where plain http is a developer's own machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `entry` is an address a remote may be served from, written the one way the browser and the
 * Content-Security-Policy read alike: a path on the store's own origin (not `//host`), or an https URL
 * with a plain host name (http only on this machine), no credentials, query or fragment. */
export function isRemoteEntry(entry: string): boolean {
  if (entry.startsWith('/')) return !entry.startsWith('//') && ENTRY_PATH.test(entry);
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  if (url.href !== entry || url.username || url.password || url.search || url.hash) return false;
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(url.hostname) && url.hostname !== '[::1]') return false;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return secure && ENTRY_PATH.test(url.pathname);
}

/** Where a remote is taken from: one of its releases, or an entry elsewhere (a CDN's URL). */
export const RemoteChoice = z.union([
  z.object({ version: RemoteVersion }).strict(),
  z
    .object({
      entry: z.string().refine(isRemoteEntry, 'remote.entry.invalid'),
    })
    .strict(),
]);
export type RemoteChoice = z.infer<typeof RemoteChoice>;

/** How many earlier choices a remote remembers, for rolling back. */
export const ROLLBACK_DEPTH = 10;

const RemoteNameSchema = z.enum(Object.keys(REMOTES) as [RemoteName, ...RemoteName[]]);

/** Who switched or rolled back a remote, when, and from what to what: the deployments file's own audit
 * log, written in the same write as the change it records (a switch never lands unrecorded). */
export const RemoteSwitch = z.object({
  at: z.iso.datetime(),
  remote: RemoteNameSchema,
  action: z.enum(['switched', 'rolled-back']),
  /** What was served before (none: the remote followed its newest release, or had none). */
  from: RemoteChoice.optional(),
  to: RemoteChoice,
  /** The operator as they named themselves (X-Operator on the operators' port; the account and machine
   * for `npm run remotes`), and the address the switch came from. */
  by: z.string(),
});
export type RemoteSwitch = z.infer<typeof RemoteSwitch>;
/** How many switches the deployments file keeps (the oldest go first; the process log has them all). */
export const SWITCHES_KEPT = 1000;
/** An operator's name as given on the operators' port: plain text on one line. */
export const OperatorName = z
  .string()
  .trim()
  .min(1, 'remote.operator.invalid')
  .max(100, 'remote.operator.invalid')
  .refine((name) => !/\p{Cc}/u.test(name), 'remote.operator.invalid');

/** Which build of each remote the store serves, as operators chose it: the file the gateway watches (and
 * its operators' port writes). A remote not named follows its newest release. */
export const RemoteDeployments = z.object({
  remotes: z.partialRecord(
    RemoteNameSchema,
    z.object({
      current: RemoteChoice,
      /** Earlier choices, the latest first: a rollback goes back to the first. */
      previous: z.array(RemoteChoice).max(ROLLBACK_DEPTH).default([]),
      changedAt: z.iso.datetime(),
    }),
  ),
  /** The switches made, oldest first. */
  switches: z.array(RemoteSwitch).default([]),
});
export type RemoteDeployments = z.infer<typeof RemoteDeployments>;
