import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp';

interface Received {
  commands: string[];
  data: string;
}

/**
 * Just enough of an SMTP server on 127.0.0.1 to receive one message (no network beyond the
 * loopback). `rejectRecipient` answers RCPT TO with a permanent failure.
 */
async function startSmtpServer(options: { rejectRecipient?: boolean } = {}) {
  const received: Received = { commands: [], data: '' };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        received.commands.push(line);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT' && options.rejectRecipient) socket.write('550 No such user\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { url: `smtp://127.0.0.1:${port}`, received, stop };
}

const message = {
  to: 'ana@example.com',
  subject: 'Bitte bestätige deine E-Mail-Adresse',
  text: 'Hallo Ana,\n\nhttps://seedshop.example/confirm?token=abc',
  html: '<p>Hallo Ana,</p><p><a href="https://seedshop.example/confirm?token=abc">Bestätigen</a></p>',
};

let stopServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopServer?.();
  stopServer = undefined;
});

describe('createSmtpTransport', () => {
  it('delivers the message from the shop’s sender to the customer, with text and HTML parts', async () => {
    const server = await startSmtpServer();
    stopServer = server.stop;
    await createSmtpTransport(server.url, 'seedshop <hello@seedshop.example>').send(message);

    expect(server.received.commands).toContain('MAIL FROM:<hello@seedshop.example>');
    expect(server.received.commands).toContain('RCPT TO:<ana@example.com>');
    const data = server.received.data;
    expect(data).toMatch(/^From: seedshop <hello@seedshop\.example>$/m);
    expect(data).toMatch(/^To: ana@example\.com$/m);
    // The non-ASCII subject travels MIME-encoded.
    expect(data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(data).toContain('multipart/alternative');
    expect(data).toContain('text/plain');
    expect(data).toContain('text/html');
  });

  it('sets Reply-To when the message names one (the contact form: answers go to the visitor)', async () => {
    const server = await startSmtpServer();
    stopServer = server.stop;
    await createSmtpTransport(server.url, 'hello@seedshop.example').send({ ...message, replyTo: 'ana@example.com' });
    expect(server.received.data).toMatch(/^Reply-To: ana@example\.com$/m);
  });

  it('adds the one-click unsubscribe headers (RFC 8058) to newsletter mail', async () => {
    const server = await startSmtpServer();
    stopServer = server.stop;
    const url = 'https://seedshop.example/api/shop/newsletter/unsubscribe/one-click?token=abc';
    await createSmtpTransport(server.url, 'hello@seedshop.example').send({ ...message, listUnsubscribe: url });
    // Long header lines are folded (a line break and a space); unfolded they read as one.
    const lines = server.received.data.replace(/\r?\n[ \t]+/gu, ' ').split(/\r?\n/u);
    expect(lines).toContain(`List-Unsubscribe: <${url}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('sends no List-Unsubscribe header with other mail', async () => {
    const server = await startSmtpServer();
    stopServer = server.stop;
    await createSmtpTransport(server.url, 'hello@seedshop.example').send(message);
    expect(server.received.data).not.toMatch(/^List-Unsubscribe/im);
  });

  it('rejects when the server refuses the recipient, so the outbox can retry', async () => {
    const server = await startSmtpServer({ rejectRecipient: true });
    stopServer = server.stop;
    await expect(createSmtpTransport(server.url, 'hello@seedshop.example').send(message)).rejects.toThrow();
  });

  it('rejects when no server listens', async () => {
    const server = await startSmtpServer();
    await server.stop();
    await expect(createSmtpTransport(server.url, 'hello@seedshop.example').send(message)).rejects.toThrow();
  });
});
