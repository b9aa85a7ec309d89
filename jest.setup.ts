import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's crypto has no `subtle`; the originals' verifier recomputes rounds with Web Crypto.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
