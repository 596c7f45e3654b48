/**
 * What a store reports when it cannot do what it was asked. The store knows nothing of HTTP: one place in
 * the HTTP layer (`server/shared/http/errors.ts`) turns each kind into a status and the documented error body.
 */
export abstract class StoreError extends Error {}

/** The thing asked for does not exist (in this repository). */
export class NotFound extends StoreError {}

/** A value the store was given is not acceptable; `field` names it as the request spelled it. */
export class Invalid extends StoreError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The request is well formed but clashes with what is stored (a second accessor, a draft accepted twice). */
export class Conflict extends StoreError {}

/** A database this service cannot use (a file it cannot open, a newer schema): the start stops with its message. */
export class DatabaseError extends Error {}
