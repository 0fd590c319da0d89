import { createServer, Socket, type Server } from 'node:net';

/** A TCP relay to a service (Postgres, Redis) that a test can cut, as a network failure would. */
export async function cuttableRelay(target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket().connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as { port: number }).port,
    cut: () =>
      new Promise<void>((done) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => done());
      }),
  };
}
