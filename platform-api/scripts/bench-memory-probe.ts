// Preloaded into the API process by bench:realtime: on SIGUSR2 it collects garbage and writes the
// process's memory figures to BENCH_MEMORY_FILE, so the bench reads live memory, not garbage.

import { renameSync, writeFileSync } from 'node:fs';

const memoryFile = process.env.BENCH_MEMORY_FILE;
if (memoryFile === undefined) throw new Error('BENCH_MEMORY_FILE is not set');

process.on('SIGUSR2', () => {
  // Two passes: the first one's finalizers free more for the second.
  globalThis.gc?.();
  globalThis.gc?.();
  // Written aside and renamed, so the bench never reads half a file.
  writeFileSync(`${memoryFile}.part`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  renameSync(`${memoryFile}.part`, memoryFile);
});
