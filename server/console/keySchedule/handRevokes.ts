import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordedWriteOf } from '../audit/index.js';
import type { KeySchedule } from './keySchedule.js';

/**
 * A key revoked by hand through this server (`DELETE /api/v1/api-keys/{uuid}`, by a token or a person) ends its
 * scheduled revoke at once, so that the keys page stops announcing it. A key revoked at the service directly is
 * found gone when its revoke falls due.
 */
export const handRevokes = fp(
  async (app: FastifyInstance, { schedule }: { schedule: KeySchedule }) => {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 300) return;
      const write = recordedWriteOf(request.method, request.url);
      if (write?.action !== 'apiKey.revoke' || !write.apiKeyId) return;
      await schedule.revokedByHand(write.apiKeyId.toLowerCase()).catch(() => undefined);
    });
  },
  { name: 'key-schedule-hand-revokes' },
);
