import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushSender, generateVapidKeys, type PushSender } from '../../lib/push.ts';
import { resolveVapidKeys } from '../../lib/secrets.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": the VAPID key pair (from the configuration, else
// generated once into DATA_DIR, so every process and every restart signs with the same key that the browsers'
// subscriptions were made for), the contact the push services see, and the origins allowed beyond the known
// push services.

declare module 'fastify' {
  interface FastifyInstance {
    push: { sender: PushSender; allow: readonly string[] };
  }
}

export default fp(async function pushPlugin(app: FastifyInstance) {
  const { config } = app;
  const vapid = resolveVapidKeys(
    config.dataDir,
    { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
    generateVapidKeys,
  );
  const contact = config.PUSH_CONTACT ?? `mailto:${config.OPS_CONTACT_EMAIL}`;
  const sender = createPushSender({ vapid, contact });
  app.decorate('push', { sender, allow: config.PUSH_ENDPOINT_ALLOW });
  // The delivery threads end with the app (after the mail worker's last round: hooks close in reverse order).
  app.addHook('onClose', async () => {
    await sender.close?.();
  });
});
