// Which tracking provider answers: Kuaidi100 when both of its settings are set, else
// the manual one. The Kuaidi100 instance is kept while its credentials stay the same,
// so concurrent lookups keep sharing calls.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SettingsService } from '../settings/service.ts';
import { createKuaidi100Provider } from './kuaidi100-provider.ts';
import { createManualProvider } from './manual.ts';
import type { TrackingProvider } from './provider.ts';

export function createTrackingRegistry(deps: {
  db: Db;
  settings: SettingsService;
  kuaidi100ApiUrl: string;
  logger?: FastifyBaseLogger;
}) {
  const manual = createManualProvider(deps.db);
  let kuaidi100: { credentials: string; provider: TrackingProvider } | undefined;

  return {
    async current(): Promise<TrackingProvider> {
      const { kuaidi100_customer: customer, kuaidi100_key: key } = await deps.settings.get();
      if (!customer || !key) return manual;
      const credentials = `${customer}\n${key}`;
      if (kuaidi100?.credentials !== credentials) {
        const provider = createKuaidi100Provider(deps.db, { apiUrl: deps.kuaidi100ApiUrl, customer, key }, deps.logger);
        kuaidi100 = { credentials, provider };
      }
      return kuaidi100.provider;
    },
  };
}

export type TrackingRegistry = ReturnType<typeof createTrackingRegistry>;
