import {
  APP_PORTS,
  startApi,
  startApp,
  startHub88Sandbox,
  stopEverything,
  type AppName,
} from './stack';

export default async function globalSetup() {
  stopEverything();
  await startHub88Sandbox();
  await startApi();
  await Promise.all((Object.keys(APP_PORTS) as AppName[]).map((name) => startApp(name)));
}
