// The API's own base URL once it listens: the demo provider calls the gateway there.

import type { AddressInfo } from 'node:net';

export function ownUrl(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') {
    throw new Error('The API is not listening on TCP; set GATEWAY_URL');
  }
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
