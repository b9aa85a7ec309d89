// Simulates 5,000,000 spins (BENCH_SPINS; at least 1,000,000) of the demo slot with node:crypto randomness and prints the simulated
// return to player next to the exact one computed from the reel strips.

import { randomInt } from 'node:crypto';

import { exactRtp, spin, stakeMultiple } from '../src/modules/demo-provider/slot-engine.js';

const SPINS = Number(process.env.BENCH_SPINS ?? 5_000_000);

const startedAtMs = Date.now();
let paidInStakes = 0;
let winningSpins = 0;
for (let index = 0; index < SPINS; index += 1) {
  const { numerator, denominator } = stakeMultiple(spin(randomInt).wins);
  if (numerator > 0) winningSpins += 1;
  paidInStakes += numerator / denominator;
}
const exact = exactRtp();
const exactValue = Number((exact.numerator * 10n ** 9n) / exact.denominator) / 1e9;
const simulated = paidInStakes / SPINS;
console.info(
  `slot spins=${SPINS}  simulated RTP=${(simulated * 100).toFixed(3)}%  ` +
    `exact RTP=${(exactValue * 100).toFixed(4)}%  hit rate=${((winningSpins / SPINS) * 100).toFixed(2)}%  ` +
    `in ${((Date.now() - startedAtMs) / 1000).toFixed(1)} s`,
);
if (simulated < 0.955 || simulated > 0.965) {
  console.error('Simulated RTP outside 96% ± 0.5%');
  process.exitCode = 1;
}
