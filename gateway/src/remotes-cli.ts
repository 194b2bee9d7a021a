// npm run remotes: which release of each remote the store serves, and switching or rolling one back, by
// writing the deployments file the gateway watches (the running store picks the change up within a
// second). The file is REMOTE_DEPLOYMENTS_FILE when set, else the one of the store `npm start` runs on
// DATA_DIR (the same settings find the same store), else DATA_DIR's, which the next `npm start` reads.
//   npm run remotes                          each remote: what is served, what could be
//   npm run remotes -- switch cart 3f2a9c1b7d40   serve that release of the cart remote
//   npm run remotes -- switch cart https://cdn.example.ca/mf-cart/3f2a9c1b7d40/remoteEntry.js
//   npm run remotes -- rollback cart          serve what was served before the last switch
//   npm run remotes -- switches               who switched what, newest first

import os from 'node:os';
import path from 'node:path';
import { RemoteChoice } from '@storefront/contracts';
import { settingsOrExit } from '@storefront/service-kit/config';
import { runningStoreOn } from '@storefront/service-kit/running-store';
import { readGatewayConfig, readRemotesCommandSettings } from './config';
import { DeploymentRefusal, RemoteDeploymentBoard, type RemoteState } from './remote-deployments';

/** Who switches, for the deployments file's record: this account on this machine. */
const operator = `${os.userInfo().username}@${os.hostname()} (npm run remotes)`;

const [command = 'list', remote, target] = process.argv.slice(2);
const { DATA_DIR: dataDir, REMOTE_DEPLOYMENTS_FILE: fileGiven } = settingsOrExit('npm run remotes', () => readRemotesCommandSettings());
const { config } = settingsOrExit('npm run remotes', () => readGatewayConfig());
const store = runningStoreOn(dataDir);
const deploymentsFile = fileGiven ?? store?.remoteDeploymentsFile ?? path.join(dataDir, 'remote-deployments.json');
/** Who reads the file: the running store, or the next one started. */
const servedBy =
  store && path.resolve(store.remoteDeploymentsFile) === path.resolve(deploymentsFile)
    ? `The store at ${store.url} (process ${store.pid}) serves it within a second; open tabs keep the release they loaded.`
    : fileGiven
      ? 'A gateway watching this file serves it within a second; open tabs keep the release they loaded.'
      : `No store runs on ${dataDir} now: the next \`npm start\` serves it.`;
const board = new RemoteDeploymentBoard(config.remotes, { deploymentsFile });

const describeChoice = (c: RemoteChoice) => ('version' in c ? c.version : c.entry);

function print(state: RemoteState): void {
  const how = state.chosen ? 'chosen' : state.version ? 'newest' : 'no releases';
  console.log(`${state.name.padEnd(8)} ${(state.version ?? state.entry).padEnd(14)} (${how})`);
  if (state.warning) console.log(`         ! ${state.warning}`);
  if (state.releases.length)
    console.log(`         releases: ${state.releases.map((r) => `${r.version} (${r.builtAt.slice(0, 16).replace('T', ' ')})`).join(', ')}`);
  if (state.previous.length) console.log(`         before: ${state.previous.map(describeChoice).join(', ')}`);
}

async function main(): Promise<void> {
  await board.refresh();
  if (command === 'list') {
    console.log(`From ${deploymentsFile}:`);
    for (const state of board.describe()) print(state);
    return;
  }
  if (command === 'switch' && remote && target) {
    const choice = RemoteChoice.safeParse(/^[0-9a-f]{12}$/.test(target) ? { version: target } : { entry: target });
    if (!choice.success) throw new DeploymentRefusal(400, 'remote.choice.invalid', { target });
    print(await board.choose(remote, choice.data, operator));
    console.log(servedBy);
    return;
  }
  if (command === 'switches') {
    const switches = board.switches();
    if (switches.length === 0) console.log(`No switches recorded in ${deploymentsFile}.`);
    for (const s of switches)
      console.log(
        `${s.at.slice(0, 19).replace('T', ' ')}  ${s.remote.padEnd(8)} ${s.action.padEnd(11)} ${s.from ? describeChoice(s.from) : '(newest)'} → ${describeChoice(s.to)}  by ${s.by}`,
      );
    return;
  }
  if (command === 'rollback' && remote) {
    print(await board.rollback(remote, operator));
    console.log(servedBy);
    return;
  }
  console.error('usage: npm run remotes -- [list] | switch <remote> <version | entry URL> | rollback <remote> | switches');
  process.exitCode = 2;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
