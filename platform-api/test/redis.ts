// Test support: a throwaway Redis (Debian's redis-server, or REDIS_SERVER) on a free loopback
// port, without persistence, that a test may stop and start again on the same port.

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

import { freePort } from './harness.js';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface TestRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL): what it held is gone. */
  stop(): Promise<void>;
  /** Starts an empty server on the same port. */
  start(): Promise<void>;
}

/** Starts Redis, with `password` when given; resolves once it accepts connections. */
export async function startRedis(password?: string): Promise<TestRedis> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  if (password !== undefined) args.push('--requirepass', password);
  let server: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    server = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    while (!output.includes('Ready to accept connections')) {
      if (started.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running === undefined || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await once(running, 'exit');
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, start };
}
