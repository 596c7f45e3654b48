import type { SqlEngine } from '../database/index.js';
import type { AcceptGateOptions } from './acceptGate.js';
import { ProposalStore } from './proposalStore.js';
import { reviewAnnouncer, ReviewWebhook } from './reviewMessages.js';
import { ReviewSettingsStore } from './reviewSettings.js';
import type { ProposalServices } from './routes.js';

export interface ProposalsOptions {
  engine: SqlEngine;
  directory: ProposalServices['directory'];
  /** PUBLIC_URL: the review page's address in a chat message. */
  publicUrl: string;
  /** REVIEW_WEBHOOK_URL, where set. */
  webhookUrl?: string;
  log: (message: string) => void;
  /** How often the webhook's outbox is looked at (tests make it short), and how it posts. */
  webhook?: { everyMs?: number; fetch?: typeof fetch };
}

/** The proposals part on the console's database: its store, its routes' services, the accept gate and the webhook. */
export function openProposals(options: ProposalsOptions) {
  const { engine, webhookUrl, log } = options;
  const webhook = webhookUrl ? new ReviewWebhook({ engine, url: webhookUrl, log, ...options.webhook }) : undefined;
  const store = new ProposalStore(engine, webhook && reviewAnnouncer(options.publicUrl));
  const settings = new ReviewSettingsStore(engine);
  const services: ProposalServices = { proposals: store, settings, directory: options.directory };
  const gate: AcceptGateOptions = { proposals: store, settings, log };
  return { store, services, gate, webhook };
}
