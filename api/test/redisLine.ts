import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP hop in front of the real Redis that can be taken down and brought back on the same port. */
export class RedisLine {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private held = false;
  port = 0;
  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      // What the client sends goes on unless the line is held; Redis's answers always come back.
      client.on('data', (chunk) => {
        if (!this.held) upstream.write(chunk);
      });
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /**
   * From now until `down()`, what clients send is swallowed (a link that fails silently): their
   * commands stay in flight, unanswered, until the line is taken down and they fail.
   */
  hold(): void {
    this.held = true;
  }

  async down(): Promise<void> {
    this.held = false;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
