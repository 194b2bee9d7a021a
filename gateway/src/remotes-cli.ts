// npm run remotes: which release of each remote the store serves, and switching or rolling one back, by
// writing the deployments file the gateway watches (the running store picks the change up within a
// second). The same settings as the gateway's say where the releases and that file are.
//   npm run remotes                          each remote: what is served, what could be
//   npm run remotes -- switch cart 3f2a9c1b7d40   serve that release of the cart remote
//   npm run remotes -- switch cart https://cdn.example.ca/mf-cart/3f2a9c1b7d40/remoteEntry.js
//   npm run remotes -- rollback cart          serve what was served before the last switch

import { RemoteChoice } from '@storefront/contracts';
import { settingsOrExit } from '@storefront/service-kit/config';
import { readGatewayConfig } from './config';
import { DeploymentRefusal, RemoteDeploymentBoard, type RemoteState } from './remote-deployments';

const [command = 'list', remote, target] = process.argv.slice(2);
const { config } = settingsOrExit('npm run remotes', () => readGatewayConfig());
const board = new RemoteDeploymentBoard(config.remotes, { deploymentsFile: config.remoteDeploymentsFile });

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
    console.log(`From ${config.remoteDeploymentsFile}:`);
    for (const state of board.describe()) print(state);
    return;
  }
  if (command === 'switch' && remote && target) {
    const choice = RemoteChoice.safeParse(/^[0-9a-f]{12}$/.test(target) ? { version: target } : { entry: target });
    if (!choice.success) throw new DeploymentRefusal(400, 'remote.choice.invalid', { target });
    print(await board.choose(remote, choice.data));
    console.log('A running store serves it within a second; open tabs keep the release they loaded.');
    return;
  }
  if (command === 'rollback' && remote) {
    print(await board.rollback(remote));
    return;
  }
  console.error('usage: npm run remotes -- [list] | switch <remote> <version | entry URL> | rollback <remote>');
  process.exitCode = 2;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
