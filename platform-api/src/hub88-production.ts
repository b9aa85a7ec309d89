// What production needs of the Hub88 integration once HUB88_API_URL switches it on: Hub88 over
// TLS, an operator id, and key files of the operator's own, never Hub88's published demo pair
// (its private half is public, so anyone could sign bets, wins and rollbacks with it).

import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { DEMO_HUB88_PUBLIC_KEY } from './config.js';

const demoKey = createPublicKey(DEMO_HUB88_PUBLIC_KEY);

export function hub88Problems(env: NodeJS.ProcessEnv): string[] {
  const apiUrl = env.HUB88_API_URL?.trim();
  if (!apiUrl) return [];
  const problems: string[] = [];
  if (!URL.canParse(apiUrl) || new URL(apiUrl).protocol !== 'https:') {
    problems.push('HUB88_API_URL is not an https URL: production calls Hub88 over TLS');
  }
  const operatorId = Number(env.HUB88_OPERATOR_ID?.trim());
  if (!Number.isSafeInteger(operatorId) || operatorId <= 0) {
    problems.push('HUB88_OPERATOR_ID is unset: set the operator_id Hub88 gave you');
  }
  problems.push(
    ...keyProblem(env, 'HUB88_PUBLIC_KEY_FILE', "Hub88's public key", (pem) =>
      createPublicKey(pem),
    ),
    ...keyProblem(env, 'HUB88_PRIVATE_KEY_FILE', "your operator's private key", (pem) =>
      createPublicKey(createPrivateKey(pem)),
    ),
  );
  return problems;
}

function keyProblem(
  env: NodeJS.ProcessEnv,
  name: string,
  meaning: string,
  publicKeyOf: (pem: string) => KeyObject,
): string[] {
  const file = env[name]?.trim();
  if (!file) return [`${name} is unset: set the PEM file of ${meaning}`];
  let key: KeyObject;
  try {
    key = publicKeyOf(readFileSync(file, 'utf8'));
  } catch {
    return [`${name} is not a readable PEM file of ${meaning}`];
  }
  if (key.equals(demoKey)) return [`${name} is Hub88's public demo key pair: set ${meaning}`];
  return [];
}
