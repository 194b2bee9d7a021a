export { type Gateway, buildGateway, createGateway } from './app';
export { GatewaySettings, placeSettings, readGatewayConfig, type GatewayConfig, type RemoteConfig } from './config';
export { CatalogueChanges, KeptAnswers, type ChangeNotices } from './kept-answers';
