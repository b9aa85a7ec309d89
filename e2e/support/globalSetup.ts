import { APP_PORTS, startApi, startApp, stopEverything, type AppName } from './stack';

export default async function globalSetup() {
  stopEverything();
  await startApi();
  await Promise.all((Object.keys(APP_PORTS) as AppName[]).map((name) => startApp(name)));
}
