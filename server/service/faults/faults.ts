import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { needsPrincipal } from '../auth/authentication.js';
import { badRequest } from '../../shared/http/errors.js';
import { JSON_TYPE } from '../../shared/http/apiPaths.js';

/** Sandbox faults a client can ask for with `x-fault` when FAULT_HEADERS=1; each acts after the operation ran. */
export type Fault = { kind: 'delay'; ms: number } | { kind: 'status' } | { kind: 'drop' };

const MAX_DELAY_MS = 120_000;

export function parseFault(header: string | string[] | undefined): Fault | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header.trim();
  const delay = /^delay=(\d+)$/.exec(value);
  if (delay && Number(delay[1]) <= MAX_DELAY_MS) return { kind: 'delay', ms: Number(delay[1]) };
  if (value === 'status=500') return { kind: 'status' };
  if (value === 'drop') return { kind: 'drop' };
  throw badRequest(`x-fault must be delay=MS (MS up to ${MAX_DELAY_MS}), status=500 or drop, got "${value}"`);
}

const faults = new WeakMap<FastifyRequest, Fault>();

/**
 * Fault injection for the sandbox: an operation's request that passed authentication, the rate limit and
 * its access check is armed with the fault its `x-fault` header asks for, which is applied as the response
 * is about to be sent, that is after the operation took effect.
 */
export const faultInjection = fp(
  async (api) => {
    api.addHook('onRequest', async (request) => {
      if (!needsPrincipal(request)) return;
      const fault = parseFault(request.headers['x-fault']);
      if (fault) faults.set(request, fault);
    });
    api.addHook('onSend', async (request, reply, payload) => {
      const fault = faults.get(request);
      if (!fault) return payload;
      if (fault.kind === 'delay') {
        await sleep(fault.ms);
        return payload;
      }
      if (fault.kind === 'status') {
        reply.code(500).header('content-type', JSON_TYPE);
        return JSON.stringify({ error: 'injected_fault', message: 'x-fault: status=500 after the operation ran' });
      }
      request.raw.socket?.destroy();
      return payload;
    });
  },
  { name: 'fault-injection', dependencies: ['authentication'] },
);
