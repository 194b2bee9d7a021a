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

/** Where a remote is taken from: one of its releases, or an entry elsewhere (a CDN's URL). */
export const RemoteChoice = z.union([
  z.object({ version: RemoteVersion }).strict(),
  z
    .object({
      entry: z.string().regex(/^(https?:\/\/|\/)\S+\/remoteEntry\.js$/, 'remote.entry.invalid'),
    })
    .strict(),
]);
export type RemoteChoice = z.infer<typeof RemoteChoice>;

/** How many earlier choices a remote remembers, for rolling back. */
export const ROLLBACK_DEPTH = 10;

/** Which build of each remote the store serves, as operators chose it: the file the gateway watches (and
 * its operators' port writes). A remote not named follows its newest release. */
export const RemoteDeployments = z.object({
  remotes: z.partialRecord(
    z.enum(Object.keys(REMOTES) as [RemoteName, ...RemoteName[]]),
    z.object({
      current: RemoteChoice,
      /** Earlier choices, the latest first: a rollback goes back to the first. */
      previous: z.array(RemoteChoice).max(ROLLBACK_DEPTH).default([]),
      changedAt: z.iso.datetime(),
    }),
  ),
});
export type RemoteDeployments = z.infer<typeof RemoteDeployments>;
