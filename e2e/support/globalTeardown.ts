import { stopEverything } from './stack';

export default function globalTeardown() {
  stopEverything();
}
