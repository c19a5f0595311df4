// Starts the built server for the browser tests on a fresh data folder with known passwords.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
const port = Number(process.env.PORT ?? 3210);

// A real SMTP server beside the app: every e-mail it receives is appended to the
// mailbox file (one JSON line each), which the browser tests read (fixtures.ts).
const smtpPort = port + 1;
const mailbox = path.join(os.tmpdir(), `bo-e2e-mailbox-${port}.jsonl`);
fs.rmSync(mailbox, { force: true });
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((address) => address.address);
      const data = Buffer.concat(chunks).toString('utf8');
      fs.appendFileSync(mailbox, JSON.stringify({ to, data }) + '\n');
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'admin-e2e',
    DEMO_PASSWORD: 'demo-e2e',
    DEMO_DATA: '1',
    // The vehicle database at 1/100 of its catalogue scale: the browser tests need a few marks, not a million items.
    DEMO_SCALE: '0.01',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailbox, { force: true });
  process.exit(code ?? 0);
});
