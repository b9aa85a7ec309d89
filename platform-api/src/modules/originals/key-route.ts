// The public key that signs the originals' round records, for anyone to check them.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { ORIGINALS_TAG } from './route-support.js';
import type { RecordSigner } from './signing.js';

/** The public key of the round signatures, as PEM. */
export const originalsKeyRoute: FastifyPluginAsyncTypebox<{ signer: RecordSigner }> = async (
  app,
  { signer },
) => {
  app.get(
    '/.well-known/croupier-originals-key',
    {
      schema: {
        tags: [ORIGINALS_TAG],
        summary: 'The Ed25519 public key (SPKI PEM) that signs originals round records',
      },
    },
    async (_request, reply) =>
      reply.type('application/x-pem-file; charset=utf-8').send(signer.publicKeyPem),
  );
};
