/**
 * For the contract tests: the stand-in (or a few of its routes) on a free loopback port.
 * Not a test file itself; every *.test.ts that needs a running server starts one through here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from './app.ts';
import { openDatabase } from './database.ts';

export interface TestServer {
  /** http://127.0.0.1:{port} */
  base: string;
  close(): void;
}

/** Listens on a free port; close() drops open keep-alive connections too, then runs `onClose`. */
export async function listen(server: Server, onClose: () => void = () => undefined): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
      onClose();
    },
  };
}

/** The whole stand-in, every vendor and the fault switches, over a fresh database file of `products` master products. */
export async function startTestApp(options: { products: number; apiKey: string }): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-services-'));
  const { db } = openDatabase(path.join(dir, 'test.sqlite'), { products: options.products });
  const { server } = createApp(db, { apiKey: options.apiKey, log: () => undefined });
  return listen(server, () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
}
