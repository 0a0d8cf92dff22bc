import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { TokenService } from '../../identity/tokens.ts';
import { createMailer, type Mailer } from '../../lib/mail.ts';
import { resolveAuthSecrets } from '../../lib/secrets.ts';

// What every route and plugin reaches through `app`: the configuration, the database, the token
// signer and the mailer.

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    mailer: Mailer;
  }
}

export interface DependenciesOptions {
  config: Config;
  database: Database;
  /** Overrides for tests (e.g. a mailer that records). */
  mailer?: Mailer;
}

export default fp<DependenciesOptions>(async function dependenciesPlugin(app: FastifyInstance, options) {
  const { config, database } = options;
  const secrets = resolveAuthSecrets(config);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.dataDir,
      db: database.db,
      log: app.log,
    });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', new TokenService(secrets.current, secrets.previous));
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => app.mailer.close());
});
