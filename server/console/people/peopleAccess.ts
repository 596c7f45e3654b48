import type { FastifyRequest } from 'fastify';
import { namesOfGroup } from './claims.js';
import { grantIn, mayCreateDraft, type Actor, type RepositoryGrant } from '../../../common/policy.js';
import { unauthorized } from '../../shared/http/errors.js';
import { attributeTo } from '../../shared/http/requestActor.js';
import type { Caller } from '../api/index.js';
import type { DirectoryStore } from '../installation/index.js';
import type { ConsoleCookies } from './cookies.js';
import type { RepositoryAccessors } from './repositoryAccessors.js';
import type { Session, SessionStore } from './sessionStore.js';

/** A signed-in person, as the console's server acts for them. */
export interface PersonCaller extends Caller {
  person: {
    subject: string;
    name: string;
    email?: string;
    /** Their directory user, where the directory knows their e-mail address. */
    userId?: string;
    /** What they may do in each repository they may see. */
    grants: ReadonlyMap<string, RepositoryGrant>;
    /** Whether they may draft, and so see the draft repository: they see at least one repository. */
    mayCreateDraft: boolean;
    session: Pick<Session, 'createdAt' | 'idleUntil' | 'expiresAt'>;
  };
}

export interface PeopleAccessOptions {
  sessions: SessionStore;
  cookies: ConsoleCookies;
  directory: DirectoryStore;
  accessors: RepositoryAccessors;
  /** How long a reading of the directory is used (AUTH_CACHE_SECONDS, as the accessors). */
  cacheSeconds: number;
  now?: () => number;
}

interface DirectoryIndex {
  userByEmail: Map<string, string>;
  groupsByName: Map<string, string[]>;
}

/**
 * Who a request's session cookie stands for, and what they may do: their e-mail address matched to a directory
 * user, their `groups` to directory groups by name (as Backstage's resolvers match a user by e-mail), and the
 * policy's grant (common/policy.ts) in every repository from the service's accessors.
 */
export class PeopleAccess {
  private directoryKept?: { index: DirectoryIndex; until: number };
  private readonly now: () => number;

  constructor(private readonly options: PeopleAccessOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The session the request's cookie names; undefined without one; a 401 where it names one that has ended. */
  async session(request: FastifyRequest): Promise<{ id: string; session: Session } | undefined> {
    const { cookies } = this.options;
    const id = cookies.read(request.headers.cookie, cookies.session);
    if (!id) return undefined;
    const session = await this.options.sessions.find(id, this.now());
    if (!session) throw unauthorized('your session has ended; sign in again');
    return { id, session };
  }

  /** The person a request stands for, where it carries a session cookie and no credential of its own. */
  async callerOf(request: FastifyRequest): Promise<PersonCaller | undefined> {
    if (request.headers['x-api-key'] || request.headers.authorization) return undefined;
    const found = await this.session(request);
    if (found) attributeTo(request, found.session);
    return found && this.callerFor(found.session);
  }

  async callerFor(session: Session): Promise<PersonCaller> {
    const [directory, accessors] = await Promise.all([this.directoryIndex(), this.options.accessors.all()]);
    const userId = session.email ? directory.userByEmail.get(session.email.toLowerCase()) : undefined;
    const actor: Actor = {
      kind: 'person',
      userId,
      groupIds: [
        ...new Set(
          session.groups.flatMap(namesOfGroup).flatMap((name) => directory.groupsByName.get(name.toLowerCase()) ?? []),
        ),
      ],
      administrator: session.administrator,
    };
    const grants = new Map<string, RepositoryGrant>();
    for (const [repositoryId, entries] of accessors) {
      const grant = grantIn(actor, entries);
      if (grant) grants.set(repositoryId, grant);
    }
    return {
      administrator: session.administrator,
      repositoryIds: [...grants.keys()],
      person: {
        subject: session.subject,
        name: session.name,
        ...(session.email ? { email: session.email } : {}),
        ...(userId ? { userId } : {}),
        grants,
        mayCreateDraft: mayCreateDraft([...grants.values()]),
        session: { createdAt: session.createdAt, idleUntil: session.idleUntil, expiresAt: session.expiresAt },
      },
    };
  }

  private async directoryIndex(): Promise<DirectoryIndex> {
    if (this.directoryKept && this.directoryKept.until > this.now()) return this.directoryKept.index;
    const { entries } = await this.options.directory.read();
    const index: DirectoryIndex = { userByEmail: new Map(), groupsByName: new Map() };
    for (const entry of entries) {
      if (entry.kind === 'user' && entry.email) index.userByEmail.set(entry.email.toLowerCase(), entry.uuid);
      if (entry.kind === 'group') {
        const named = index.groupsByName.get(entry.name.toLowerCase()) ?? [];
        index.groupsByName.set(entry.name.toLowerCase(), [...named, entry.uuid]);
      }
    }
    this.directoryKept = { index, until: this.now() + this.options.cacheSeconds * 1000 };
    return index;
  }
}
