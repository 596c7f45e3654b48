import type { AuditEvent } from '../api/consoleServer/types';
import { actorWords } from './words';

/** Who acted, in the reader's language (see actorWords); a person's name is left alone by a page translator. */
export function ActorName({ actor }: { actor: AuditEvent['actor'] }) {
  return <span translate={actor.kind === 'person' ? 'no' : undefined}>{actorWords(actor)}</span>;
}
