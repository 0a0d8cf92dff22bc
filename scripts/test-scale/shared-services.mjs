// The services both API processes share besides PostgreSQL: an S3-compatible bucket (s3rver) and
// an SMTP server (smtp-server) that catches every mail in memory.
import fs from 'node:fs';
import path from 'node:path';
import { fromApi } from './paths.mjs';

const S3rver = fromApi('s3rver');
const { SMTPServer } = fromApi('smtp-server');

export const S3_BUCKET = 'vendor-files';

/** @returns {Promise<{ port: number, close: () => Promise<void> }>} */
export async function startS3(workDir) {
  const directory = path.join(workDir, 's3');
  fs.mkdirSync(directory);
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  return { port, close: () => s3.close() };
}

/** @returns {Promise<{ port: number, mails: { to: string[], raw: string }[], close: () => Promise<void> }>} */
export async function startSmtp() {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { port: smtp.server.address().port, mails, close: () => new Promise((resolve) => smtp.close(resolve)) };
}
