import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server (RFC 5321 happy path, no TLS/AUTH) so tests can exercise the real nodemailer
 * SMTP transport. `failRcpt` makes it refuse recipients for good (550), `deferRcpt` for now (451, try
 * later), to test delivery failures.
 */
export async function startSmtpServer(opts: { failRcpt?: () => boolean; deferRcpt?: () => boolean } = {}) {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 OK queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 localhost');
        else if (command === 'MAIL') {
          current.from = line.slice(10);
          reply('250 OK');
        } else if (command === 'RCPT') {
          if (opts.failRcpt?.()) reply('550 mailbox unavailable');
          else if (opts.deferRcpt?.()) reply('451 local error, try again later');
          else {
            current.to.push(line.slice(8));
            reply('250 OK');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET') {
          current = { from: '', to: [], data: '' };
          reply('250 OK');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
