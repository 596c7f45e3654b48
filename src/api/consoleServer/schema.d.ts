// Generated from GET /console-api/v1/openapi.json by `npm run api:types`; do not edit.

export interface paths {
    "/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The walk, and how much of each repository the caller can list the index holds */
        get: operations["getIndexStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/index/titles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Models and symbols whose title, in any language, contains every word asked (case, accents and spacing aside) */
        get: operations["searchTitles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/index/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Models whose titles share at least half the words of one of some titles: possible duplicates of a draft */
        get: operations["listSimilarTitles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/index/symbols/{symbolId}/placements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a symbol is placed: each vertex that places it, in the models the index has read */
        get: operations["listPlacements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/index/relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The edges from or to any of some symbols, in the models the index has read */
        get: operations["listRelations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The names of people and groups, kept once for the installation */
        get: operations["getDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Names a user or group (the administrator only) */
        put: operations["putDirectoryEntry"];
        post?: never;
        /** Forgets the name of a user or group (the administrator only) */
        delete: operations["deleteDirectoryEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds or renames many entries at once, all or none (the administrator only) */
        post: operations["importDirectory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who did what: the audit log, newest first, filtered (the administrator only) */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone who has acted, for filtering the audit log (the administrator only) */
        get: operations["listAuditActors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the audit log's hash chain from its first kept event, as npm run audit:verify does */
        get: operations["verifyAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{uuid}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rolls an application's key: a new key of the same name, and the old one revoked by the server at revokeAt (the administrator only) */
        post: operations["rollApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/revocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The revokes the server performs: scheduled, failed (retrying), done and cancelled (the administrator only) */
        get: operations["listKeyRevocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/revocations/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancels a scheduled revoke: the old key stays until its own expiry (the administrator only) */
        delete: operations["cancelKeyRevocation"];
        options?: never;
        head?: never;
        /** Brings a scheduled revoke forward (or to now), or moves it (the administrator only) */
        patch: operations["moveKeyRevocation"];
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the caller is to the console, and what it may do in each repository it sees (the console hides the rest) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How people sign in here: through the identity provider, with a key or token, or both */
        get: operations["getSignInOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Signs a person out: ends their session here and says where their browser ends it at the provider; nothing for a key */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's edits in progress, the latest changed first */
        get: operations["listEdits"];
        put?: never;
        /** Begins an edit of a model as a working copy (its canvas, titles and descriptions); the one in progress, where the caller has one */
        post: operations["beginEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edits/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edit in progress: its working copy, and every step taken (for undo and redo) */
        get: operations["getEdit"];
        put?: never;
        post?: never;
        /** Ends an edit without a draft: its working copy and steps are forgotten */
        delete: operations["discardEdit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edits/{uuid}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keeps the next steps of an edit, in order, after the step the window last knew of */
        post: operations["appendEditSteps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edits/{uuid}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes this window the one that sends the steps of an edit (another that still sends is told 409) */
        post: operations["holdEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edits/{uuid}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a draft of the working copy through the service and keeps its provenance; one submit makes one draft, even when an answer is lost (submit again to settle it) */
        post: operations["submitEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits on the caller: proposals for their review, and their own proposals with what they have not read */
        get: operations["listProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a draft came from: the model an edit began from (and that model as it was then), who proposed it and why */
        get: operations["getProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The proposal's state, revisions and thread. Answered with an ETag: poll with If-None-Match, and 304 says nothing changed */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Says that the caller has read the proposal's thread as it is now */
        post: operations["markProposalSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A comment on the proposal, on the whole or on a vertex or an edge of its canvas, or a reply */
        post: operations["commentOnProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}/comments/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one's own comment (its place in the thread stays, for its replies) */
        delete: operations["deleteProposalComment"];
        options?: never;
        head?: never;
        /** Changes one's own comment's text, or resolves or reopens a comment */
        patch: operations["changeProposalComment"];
        trace?: never;
    };
    "/proposals/{draftId}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reviewer asks the author for changes, saying which */
        post: operations["requestProposalChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author withdraws the proposal */
        post: operations["withdrawProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{draftId}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author begins a revision: an edit of the proposal, or of the model as it is now with the proposal's changes replayed; its submit supersedes this revision */
        post: operations["reviseProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installation's review settings */
        get: operations["getReviewSettings"];
        /** Changes the installation's review settings */
        put: operations["putReviewSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This description */
        get: operations["getConsoleApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Body of every 4xx and 5xx response */
        Error: {
            /** @description short error code */
            error: string;
            /** @description what is wrong, for a person */
            message: string;
            /** @description only on 429 */
            retryAfterSeconds?: number;
        };
        AuditEvent: {
            /** @description the event's place in the log, from 1 on, without gaps */
            id: string;
            /**
             * Format: date-time
             * @description when the server recorded it
             */
            at: string;
            actor: {
                /** @description a person signed in through the provider, an application key, or the administrator token */
                kind: "person" | "key" | "administrator";
                /** @description a person's subject at the provider, `administrator`, or `key:` and the key's fingerprint */
                id: string;
                /** @description who, as it was at the time: a person's name, a key's application (else its fingerprint), a token's fingerprint; never a secret. A console words the kind itself */
                name: string;
            };
            /** @description what was done */
            action: "apiKey.issue" | "apiKey.revoke" | "apiKey.roll" | "apiKey.revokeScheduled" | "accessor.add" | "accessor.change" | "accessor.remove" | "draft.create" | "draft.accept" | "draft.submit" | "proposal.comment" | "proposal.requestChanges" | "proposal.revise" | "proposal.withdraw" | "reviewSettings.change" | "directory.put" | "directory.delete" | "directory.import" | "session.signIn" | "session.signOut" | "session.refused" | "audit.read";
            target?: {
                /** @description what it was done to */
                type: "apiKey" | "repository" | "model" | "directoryEntry" | "directory" | "session" | "auditLog" | "settings";
                uuid?: string;
                /** @description its name or title at the time */
                name?: string;
            };
            /** @description `unknown`: the connection to the service was lost after the write was sent */
            outcome: "succeeded" | "refused" | "failed" | "unknown";
            /** @description why it was refused or failed, in the words of the answer */
            reason?: string;
            /** @description an accessor's privileges before and after, a draft's target repository and group, the checks accepted failing */
            details?: {
                [key: string]: unknown;
            };
            requestId: string;
            ip: string;
            userAgent: string;
            /** @description SHA-256 over the event and the previous event's hash (see npm run audit:verify) */
            hash: string;
        };
        AuditEvents: {
            /** @description newest first */
            events: components["schemas"]["AuditEvent"][];
            /** @description the cursor of the next (older) page, while there is one */
            next?: string;
        };
        AuditActors: {
            /** @description everyone who has acted, the most recent first */
            actors: {
                /** @description who */
                kind: "person" | "key" | "administrator";
                id: string;
                name: string;
                /**
                 * Format: date-time
                 * @description last acted
                 */
                lastAt: string;
            }[];
        };
        AuditVerdict: {
            ok: boolean;
            /** @description how many events matched, from the first kept */
            checked: number;
            firstId?: string;
            lastId?: string;
            /** @description the first event that does not match */
            brokenAt?: string;
            why?: string;
        };
        KeyRollRequest: {
            /**
             * Format: date-time
             * @description when the old key is revoked: now (a moment ago counts as now) or later, not after its own expiry
             */
            revokeAt: string;
            /**
             * Format: date-time
             * @description the new key's expiry, after revokeAt; default the old key's, or 90 days from now where that has passed
             */
            expiresAt?: string;
        };
        KeyRoll: {
            /** @description the new key, as the service issued it */
            key: {
                /**
                 * Format: uuid
                 * @description the new key
                 */
                uuid: string;
                applicationName: string;
                /**
                 * Format: date-time
                 * @description its expiry
                 */
                expiresAt?: string;
                /**
                 * Format: date-time
                 * @description when the service issued it
                 */
                createdAt?: string;
                status?: string;
                /** @description its secret, shown this once */
                apiKey: string;
            };
            /**
             * Format: date-time
             * @description when the old key is revoked
             */
            revokeAt: string;
            revocation: components["schemas"]["KeyRevocation"];
        };
        KeyRevocation: {
            /**
             * Format: uuid
             * @description the revoke
             */
            uuid: string;
            /**
             * Format: uuid
             * @description the key it revokes
             */
            keyUuid: string;
            applicationName: string;
            /**
             * Format: date-time
             * @description the key's own expiry
             */
            keyExpiresAt?: string;
            /**
             * Format: uuid
             * @description the key issued in its place
             */
            replacedBy?: string;
            /** @description an administrator rolled the key, or the server renewed a person's key */
            reason: "rolled" | "renewed";
            /**
             * Format: date-time
             * @description when it is (or was) due
             */
            revokeAt: string;
            /** @description `failed`: the last attempt failed, and it is tried again at retryAt */
            state: "rolling" | "scheduled" | "failed" | "done" | "cancelled";
            /** @description failed attempts so far */
            attempts: number;
            /** @description why the last attempt failed */
            lastError?: string;
            /**
             * Format: date-time
             * @description when a failed revoke is tried again
             */
            retryAt?: string;
            /** @description who rolled the key (or the server, for a renewal) */
            scheduledBy: string;
            /**
             * Format: date-time
             * @description when it was scheduled
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description when it was performed or cancelled
             */
            endedAt?: string;
            /** @description performed by the schedule, found gone at the service, revoked by hand first, cancelled, or a roll interrupted */
            endedHow?: "schedule" | "gone" | "hand" | "cancelled" | "interrupted";
            /** @description performed more than a minute after its time (every instance was down then) */
            late: boolean;
        };
        KeyRevocations: {
            /** @description the open ones first (soonest first), then the ended, newest first */
            revocations: components["schemas"]["KeyRevocation"][];
        };
        KeyRevocationMove: {
            /**
             * Format: date-time
             * @description the new time: now or later, not after the key's own expiry
             */
            revokeAt: string;
        };
        SignInOptions: {
            /** @description the identity provider people sign in through, where one is configured */
            provider?: {
                /** @description the words of the button: "Sign in with {name}" */
                name: string;
                /** @description where the button leads; add `returnTo`, a path of the console */
                signInUrl: string;
                /** @description whether the provider answered just now (its discovery document, within 2 s); asked every 15 s */
                answers: boolean;
            };
            /** @description whether the sign-in page also offers an application key or the administrator token */
            keySignIn: boolean;
        };
        SignedOut: {
            /** @description where the browser ends its session at the identity provider, which then returns to the console */
            providerSignOut?: string;
        };
        /** @description how complete and how old an answer is: what the index holds of the repositories it was drawn from */
        Coverage: {
            /** @description repositories the index holds that the caller can list */
            repositories: number;
            models: number;
            modelsRead: number;
            /**
             * Format: date-time
             * @description the least recently read canvas an answer may rest on
             */
            oldestReadAt?: string;
            /**
             * Format: date-time
             * @description the least recently read model list an answer may rest on
             */
            listedAt?: string;
        };
        RepositoryCoverage: {
            /** Format: uuid */
            uuid: string;
            name: string;
            /** @description its languages, for naming the language a title is in */
            languages: {
                uuid: string;
                name: string;
                defaultLanguage?: boolean;
            }[];
            /** @description models its last list walk found */
            models: number;
            /** @description of those, the models whose canvas the index has read */
            modelsRead: number;
            /**
             * Format: date-time
             * @description when its model list was last read
             */
            listedAt: string;
            /**
             * Format: date-time
             * @description when the least recently read of its canvases was read
             */
            oldestReadAt?: string;
        };
        IndexStatus: {
            /** @description whether the installation index answers: consoles keep their own index where it does not */
            available: boolean;
            /** @description why there is no installation index, in words */
            reason?: string;
            walk?: {
                /** @description what the walk reads now; idle between cycles */
                phase: "repositories" | "models" | "canvases" | "symbols" | "idle";
                /**
                 * Format: date-time
                 * @description when the cycle under way began
                 */
                cycleStartedAt?: string;
                /**
                 * Format: date-time
                 * @description when the last whole cycle ended
                 */
                lastCycleEndedAt?: string;
                /**
                 * Format: date-time
                 * @description until when the walk waits, for the rate limit or after a failure
                 */
                waitingUntil?: string;
                /** @description the last failure, in words, until the walk goes on */
                error?: string;
                /** @description requests the walking instance has sent the service since it started */
                requests: number;
                /** @description the server instance that walks: where several share one database, one walks at a time */
                walker?: string;
            };
            coverage: components["schemas"]["Coverage"];
            repositories: components["schemas"]["RepositoryCoverage"][];
        };
        TitleHit: {
            kind: "model" | "symbol";
            /** Format: uuid */
            repositoryId: string;
            uuid: string;
            /** @description the language uuid of the title that matched best */
            language: string;
            /** @description that title, as plain text */
            title: string;
        };
        TitleSearch: {
            hits: components["schemas"]["TitleHit"][];
            coverage: components["schemas"]["Coverage"];
        };
        SimilarTitle: {
            /** @constant */
            kind: "model";
            /** Format: uuid */
            repositoryId: string;
            uuid: string;
            /** @description the language uuid of the title that matched best */
            language: string;
            /** @description that title, as plain text */
            title: string;
            /** @description the share of the asked title’s words the model’s title holds */
            score: number;
        };
        SimilarTitles: {
            hits: components["schemas"]["SimilarTitle"][];
            coverage: components["schemas"]["Coverage"];
        };
        IndexedModelTitles: {
            /** Format: uuid */
            repositoryId: string;
            uuid: string;
            /** @description titles by language uuid, as plain text */
            titles: {
                [key: string]: string;
            };
        };
        IndexedSymbol: {
            /** Format: uuid */
            repositoryId: string;
            uuid: string;
            objectType?: string;
            /** @description titles by language uuid, as plain text */
            titles: {
                [key: string]: string;
            };
        };
        Placement: {
            /** Format: uuid */
            repositoryId: string;
            modelId: string;
            vertexId: string;
            symbolId: string;
        };
        Relation: {
            /** Format: uuid */
            repositoryId: string;
            modelId: string;
            edgeId: string;
            edgeType: string;
            fromSymbol: string;
            toSymbol: string;
        };
        Placements: {
            placements: components["schemas"]["Placement"][];
            /** @description the titles of the models the placements are in */
            models: components["schemas"]["IndexedModelTitles"][];
            coverage: components["schemas"]["Coverage"];
        };
        Relations: {
            relations: components["schemas"]["Relation"][];
            /** @description the symbols at either end, in each repository read */
            symbols: components["schemas"]["IndexedSymbol"][];
            /** @description the titles of the models the relations are in */
            models: components["schemas"]["IndexedModelTitles"][];
            coverage: components["schemas"]["Coverage"];
        };
        DirectoryEntry: {
            /**
             * Format: uuid
             * @description the user or group
             */
            uuid: string;
            kind: "user" | "group";
            name: string;
            /** @description users only */
            email?: string;
        };
        DirectoryEntryWrite: {
            kind: "user" | "group";
            name: string;
            /** @description users only */
            email?: string;
        };
        DirectoryImport: {
            entries: components["schemas"]["DirectoryEntry"][];
        };
        Directory: {
            entries: components["schemas"]["DirectoryEntry"][];
            /**
             * Format: date-time
             * @description when an administrator last changed it
             */
            changedAt?: string;
        };
        DirectoryImported: {
            imported: number;
        };
        RepositoryGrant: {
            /** @description needs the manageUsers privilege there */
            editAccessors: boolean;
            /** @description needs the publish privilege there */
            acceptDraft: boolean;
            /** @description needs the exportData privilege there */
            export: boolean;
        };
        Me: {
            actor: {
                /** @description a person signed in through the identity provider, an application key, or the administrator’s token */
                kind: "person" | "key" | "administrator";
                /** @description a person’s name, as their identity provider gives it */
                name?: string;
                /** @description a person’s e-mail address, as their identity provider gives it */
                email?: string;
                /**
                 * Format: uuid
                 * @description the directory user whose e-mail address is the person’s
                 */
                user?: string;
            };
            /** @description whether the caller may administer: API keys, the directory */
            administrator: boolean;
            /** @description whether the caller sees at least one repository to draft for */
            mayCreateDraft: boolean;
            /** @description every repository the caller sees; one it does not see is, for it, as if it did not exist */
            repositories: {
                /** Format: uuid */
                uuid: string;
                may: components["schemas"]["RepositoryGrant"];
            }[];
            /** @description a person’s session */
            session?: {
                /** Format: date-time */
                signedInAt: string;
                /**
                 * Format: date-time
                 * @description when it ends unless a request comes before
                 */
                idleUntil: string;
                /**
                 * Format: date-time
                 * @description when it ends however busy
                 */
                expiresAt: string;
            };
        };
        /** @description one change of a working copy, with what undoes it (common/editCommands.ts) */
        EditCommand: {
            /** @constant */
            kind: "move";
            vertices: string[];
            dx: number;
            dy: number;
        } | {
            /** @constant */
            kind: "arrange";
            moves: {
                /** Format: uuid */
                vertex: string;
                from: {
                    x: number;
                    y: number;
                };
                to: {
                    x: number;
                    y: number;
                };
            }[];
        } | {
            /** @constant */
            kind: "add";
            vertices: {
                /**
                 * Format: uuid
                 * @description the placement
                 */
                uuid: string;
                /**
                 * Format: uuid
                 * @description the symbol placed
                 */
                symbol: string;
                x: number;
                y: number;
                width: number;
                height: number;
            }[];
            edges: {
                /** Format: uuid */
                uuid: string;
                /** Format: uuid */
                fromVertex: string;
                /** Format: uuid */
                toVertex: string;
                edgeType: string;
            }[];
        } | {
            /** @constant */
            kind: "remove";
            vertices: {
                /**
                 * Format: uuid
                 * @description the placement
                 */
                uuid: string;
                /**
                 * Format: uuid
                 * @description the symbol placed
                 */
                symbol: string;
                x: number;
                y: number;
                width: number;
                height: number;
            }[];
            edges: {
                /** Format: uuid */
                uuid: string;
                /** Format: uuid */
                fromVertex: string;
                /** Format: uuid */
                toVertex: string;
                edgeType: string;
            }[];
        } | {
            /** @constant */
            kind: "resize";
            /** Format: uuid */
            vertex: string;
            from: {
                x: number;
                y: number;
                width: number;
                height: number;
            };
            to: {
                x: number;
                y: number;
                width: number;
                height: number;
            };
        } | {
            /** @constant */
            kind: "retype";
            /** Format: uuid */
            edge: string;
            from: string;
            to: string;
        } | {
            /** @constant */
            kind: "reconnect";
            /** Format: uuid */
            edge: string;
            end: "fromVertex" | "toVertex";
            /** Format: uuid */
            from: string;
            /** Format: uuid */
            to: string;
        } | {
            /** @constant */
            kind: "resymbol";
            /** Format: uuid */
            vertex: string;
            /** Format: uuid */
            from: string;
            /** Format: uuid */
            to: string;
        } | {
            /** @constant */
            kind: "retitle";
            /** @description a language uuid of the draft repository */
            language: string;
            from: string;
            to: string;
        } | {
            /** @constant */
            kind: "describe";
            /** Format: uuid */
            descriptionType: string;
            /** @description a language uuid of the draft repository */
            language: string;
            from: string;
            to: string;
        };
        EditStep: {
            /** @description the command done, undone (its inverse applied) or redone */
            direction: "do" | "undo" | "redo";
            command: components["schemas"]["EditCommand"];
        };
        WorkingCopy: {
            modelType: string;
            /** @description by language uuid of the draft repository */
            titles: {
                [key: string]: string;
            };
            /** @description by description type, then by language uuid: sanitised HTML */
            descriptions: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            canvas: {
                vertices: {
                    /**
                     * Format: uuid
                     * @description the placement
                     */
                    uuid: string;
                    /**
                     * Format: uuid
                     * @description the symbol placed
                     */
                    symbol: string;
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                }[];
                edges: {
                    /** Format: uuid */
                    uuid: string;
                    /** Format: uuid */
                    fromVertex: string;
                    /** Format: uuid */
                    toVertex: string;
                    edgeType: string;
                }[];
            };
        };
        EditSummary: {
            /**
             * Format: uuid
             * @description the edit
             */
            uuid: string;
            source: {
                /**
                 * Format: uuid
                 * @description the repository of the model the edit began from
                 */
                repositoryId: string;
                /**
                 * Format: uuid
                 * @description the model the edit began from (never changed by it)
                 */
                modelId: string;
                /** @description the model's title when the edit began, in the draft repository's default language */
                title: string;
            };
            /** @description open; or submitting: a submit was sent and its draft not yet known (submit again to settle it) */
            state: "open" | "submitting";
            /** @description steps taken so far */
            changes: number;
            /**
             * Format: date-time
             * @description when the edit began
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description when it last changed
             */
            updatedAt: string;
        };
        EditList: {
            edits: components["schemas"]["EditSummary"][];
        };
        Edit: {
            /**
             * Format: uuid
             * @description the edit
             */
            uuid: string;
            source: {
                /**
                 * Format: uuid
                 * @description the repository of the model the edit began from
                 */
                repositoryId: string;
                /**
                 * Format: uuid
                 * @description the model the edit began from (never changed by it)
                 */
                modelId: string;
                /** @description the model's title when the edit began, in the draft repository's default language */
                title: string;
            };
            /** @description open; or submitting: a submit was sent and its draft not yet known (submit again to settle it) */
            state: "open" | "submitting";
            /** @description steps taken so far */
            changes: number;
            /**
             * Format: date-time
             * @description when the edit began
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description when it last changed
             */
            updatedAt: string;
            /** @description the number of the last step kept; a step is sent `after` it */
            seq: number;
            /** @description the window that sends the steps now (see POST /edits/{uuid}/hold) */
            holder?: string;
            /**
             * Format: date-time
             * @description when that window last sent or took it
             */
            heldAt?: string;
            working: components["schemas"]["WorkingCopy"];
            /** @description every step so far, in order: what undo and redo walk */
            steps: components["schemas"]["EditStep"][];
            /**
             * Format: uuid
             * @description the proposal (its latest draft) this edit revises: its submit supersedes it
             */
            revises?: string;
            /** @description where it replays the proposal on the model as it is now: what did not replay, to settle here */
            collisions?: components["schemas"]["Collision"][];
        };
        EditBegin: {
            /**
             * Format: uuid
             * @description the repository of the model (or Drafts, to edit a draft into a new one)
             */
            repositoryId: string;
            /** Format: uuid */
            modelId: string;
        };
        EditOpened: {
            /** @description the caller had an edit of this model in progress: that one, unchanged */
            resumed: boolean;
            edit: components["schemas"]["Edit"];
        };
        EditSteps: {
            holder: string;
            /** @description the `seq` these steps follow: 409 when another window moved it on */
            after: number;
            steps: components["schemas"]["EditStep"][];
        };
        EditKept: {
            seq: number;
            /**
             * Format: date-time
             * @description when the last step was kept
             */
            updatedAt: string;
        };
        EditHold: {
            holder: string;
        };
        EditSubmit: {
            /** @description what the change is, and why */
            statement: string;
        };
        Proposal: {
            /**
             * Format: uuid
             * @description the draft the submit made, in the draft repository
             */
            draftId: string;
            /** Format: uuid */
            editId: string;
            /**
             * Format: uuid
             * @description the first revision's draft: the conversation's name, shared by every revision
             */
            threadId: string;
            /**
             * Format: uuid
             * @description the revision this one supersedes
             */
            previousDraftId?: string;
            source: {
                /**
                 * Format: uuid
                 * @description the repository of the model the edit began from
                 */
                repositoryId: string;
                /**
                 * Format: uuid
                 * @description the model the edit began from (never changed by it)
                 */
                modelId: string;
                /** @description the model's title when the edit began, in the draft repository's default language */
                title: string;
            };
            author: {
                kind: "person" | "key" | "administrator";
                /** @description the audit log's actor id: a person's subject, or a credential's fingerprint */
                id: string;
                name: string;
            };
            statement: string;
            state: components["schemas"]["ProposalState"];
            /**
             * Format: date-time
             * @description when the draft was made
             */
            submittedAt: string;
            began: components["schemas"]["WorkingCopy"];
            /** @description the model the change now applies to, where it is not the source: the service makes a new model of each accepted draft, and another proposal to the source was accepted since */
            appliesTo?: {
                /** Format: uuid */
                repositoryId: string;
                /** Format: uuid */
                modelId: string;
            };
        };
        Submitted: {
            proposal: components["schemas"]["Proposal"];
        };
        /** @description open; changesRequested (a reviewer asked for changes); accepted; superseded (a later revision replaced it); withdrawn (by its author) */
        ProposalState: "open" | "changesRequested" | "accepted" | "superseded" | "withdrawn";
        Collision: {
            kind: "vertex" | "edge" | "title" | "description";
            /** @description the vertex or edge uuid, the language, or `descriptionType/language` */
            id: string;
            reason: "changedInBoth" | "goneFromModel" | "endGone" | "joinedInModel";
        };
        CommentWrite: {
            /** @description plain text; links and `@name` mentions of people in the directory are recognised, nothing else is markup */
            body: string;
            anchor?: {
                kind: "vertex" | "edge";
                /**
                 * Format: uuid
                 * @description the vertex or edge, on the proposal's canvas
                 */
                id: string;
            };
            /**
             * Format: uuid
             * @description the comment this answers
             */
            replyTo?: string;
        };
        CommentChange: {
            /** @description plain text; links and `@name` mentions of people in the directory are recognised, nothing else is markup */
            body?: string;
            /** @description resolve the comment (true) or reopen it (false) */
            resolved?: boolean;
        };
        /** @description what the author is to change: a comment is required */
        ChangesRequest: {
            /** @description plain text; links and `@name` mentions of people in the directory are recognised, nothing else is markup */
            comment: string;
        };
        /** @description why, if the author says */
        Withdrawal: {
            /** @description plain text; links and `@name` mentions of people in the directory are recognised, nothing else is markup */
            comment?: string;
        };
        ReviseRequest: {
            /** @description proposal: edit the proposal as it is; model: replay its changes on the model as it is now ('Update to the current model'), the collisions listed */
            onto: "proposal" | "model";
        };
        Note: {
            /** Format: uuid */
            uuid: string;
            /** @description a comment (or a reply), or a decision or revision as an entry of the thread */
            kind: "comment" | "requestChanges" | "revise" | "withdraw" | "accept";
            /**
             * Format: uuid
             * @description the revision (draft) it was made on
             */
            revision: string;
            /**
             * Format: uuid
             * @description the comment it answers
             */
            replyTo?: string;
            anchor?: {
                kind: "vertex" | "edge";
                /** Format: uuid */
                id: string;
                /**
                 * Format: uuid
                 * @description the revision on which its vertex or edge was no longer there
                 */
                lostOn?: string;
            };
            /** @description plain text, as written (empty once deleted) */
            body: string;
            mentions: {
                /**
                 * Format: uuid
                 * @description the directory entry
                 */
                uuid: string;
                name: string;
            }[];
            author: {
                kind: "person" | "key" | "administrator";
                /** @description the audit log's actor id: a person's subject, or a credential's fingerprint */
                id: string;
                name: string;
            };
            /** @description written by the caller: they may change or delete it */
            mine: boolean;
            resolved?: {
                /** @description who resolved it */
                by: string;
            };
            /**
             * Format: date-time
             * @description when it was written
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description when its author last changed it
             */
            editedAt?: string;
            deleted: boolean;
        };
        Conversation: {
            /**
             * Format: uuid
             * @description the revision asked for
             */
            draftId: string;
            /** Format: uuid */
            threadId: string;
            /**
             * Format: uuid
             * @description the latest revision: the one to review
             */
            latestDraftId: string;
            state: components["schemas"]["ProposalState"];
            /** @description moves on with every change of the thread (also its ETag) */
            version: number;
            /** @description every revision, the first first */
            revisions: {
                /** Format: uuid */
                draftId: string;
                state: components["schemas"]["ProposalState"];
                statement: string;
                /**
                 * Format: date-time
                 * @description when the revision was submitted
                 */
                submittedAt: string;
            }[];
            /** @description the thread, oldest first */
            notes: components["schemas"]["Note"][];
            /** @description entries by others since the caller last marked it seen */
            unread: number;
            may: {
                comment: boolean;
                requestChanges: boolean;
                /** @description a reviewer with the publish privilege, or the author where the setting allows */
                accept: boolean;
                revise: boolean;
                withdraw: boolean;
            };
        };
        Inbox: {
            /** @description open proposals into repositories where the caller may accept, none of their own */
            forReview: {
                /**
                 * Format: uuid
                 * @description the latest revision
                 */
                draftId: string;
                /** Format: uuid */
                threadId: string;
                source: {
                    /**
                     * Format: uuid
                     * @description the repository of the model the edit began from
                     */
                    repositoryId: string;
                    /**
                     * Format: uuid
                     * @description the model the edit began from (never changed by it)
                     */
                    modelId: string;
                    /** @description the model's title when the edit began, in the draft repository's default language */
                    title: string;
                };
                author: {
                    kind: "person" | "key" | "administrator";
                    /** @description the audit log's actor id: a person's subject, or a credential's fingerprint */
                    id: string;
                    name: string;
                };
                statement: string;
                state: components["schemas"]["ProposalState"];
                /**
                 * Format: date-time
                 * @description when the latest revision was submitted
                 */
                submittedAt: string;
                /**
                 * Format: date-time
                 * @description when its thread last changed
                 */
                changedAt: string;
                comments: number;
                unread: number;
            }[];
            /** @description the caller's own proposals, the latest revision of each */
            mine: {
                /**
                 * Format: uuid
                 * @description the latest revision
                 */
                draftId: string;
                /** Format: uuid */
                threadId: string;
                source: {
                    /**
                     * Format: uuid
                     * @description the repository of the model the edit began from
                     */
                    repositoryId: string;
                    /**
                     * Format: uuid
                     * @description the model the edit began from (never changed by it)
                     */
                    modelId: string;
                    /** @description the model's title when the edit began, in the draft repository's default language */
                    title: string;
                };
                author: {
                    kind: "person" | "key" | "administrator";
                    /** @description the audit log's actor id: a person's subject, or a credential's fingerprint */
                    id: string;
                    name: string;
                };
                statement: string;
                state: components["schemas"]["ProposalState"];
                /**
                 * Format: date-time
                 * @description when the latest revision was submitted
                 */
                submittedAt: string;
                /**
                 * Format: date-time
                 * @description when its thread last changed
                 */
                changedAt: string;
                comments: number;
                unread: number;
            }[];
        };
        RevisionBegun: {
            edit: components["schemas"]["EditSummary"];
            /** @description what did not replay on the model as it is now */
            collisions: components["schemas"]["Collision"][];
        };
        ReviewSettings: {
            /** @description whether an author with the publish privilege may accept their own proposal (off by default) */
            authorsMayAccept: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIndexStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the state of the installation index */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexStatus"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchTitles: {
        parameters: {
            query: {
                /** @description the words to find */
                q: string;
                /** @description only models or only symbols */
                kind?: "model" | "symbol";
                /** @description only this repository (a uuid the caller can list); default: every repository the caller can list */
                repository?: string;
                /** @description hits at most (1 to 100; default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the best hits first, each model or symbol once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitleSearch"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSimilarTitles: {
        parameters: {
            query: {
                /** @description the titles to compare with, one per line (at most 10) */
                titles: string;
                /** @description only this repository (a uuid the caller can list); default: every repository the caller can list */
                repository?: string;
                /** @description leave out this repository (the drafts’ own, say) */
                except?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the most similar models first, at most 5 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarTitles"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlacements: {
        parameters: {
            query?: {
                /** @description only this repository (a uuid the caller can list); default: every repository the caller can list */
                repository?: string;
            };
            header?: never;
            path: {
                /** @description the symbol uuid */
                symbolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description its placements, with the titles of their models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placements"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRelations: {
        parameters: {
            query: {
                /** @description comma-separated symbol uuids (at most 50) */
                symbols: string[];
                /** @description only this repository (a uuid the caller can list); default: every repository the caller can list */
                repository?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the relations, with the titles of their symbols and models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Relations"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description every entry, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Directory"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putDirectoryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the user or group uuid */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectoryEntryWrite"];
            };
        };
        responses: {
            /** @description named */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDirectoryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the user or group uuid */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description forgotten */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectoryImport"];
            };
        };
        responses: {
            /** @description how many entries were written */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectoryImported"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description only this actor's events (an actor's id, as `/audit/actors` lists) */
                actor?: string;
                /** @description only events of this action */
                action?: string;
                /** @description only events on this target (a uuid), or on any of up to 100 (uuids separated by commas) */
                target?: string[];
                /** @description only events that ended so */
                outcome?: "succeeded" | "refused" | "failed" | "unknown";
                /** @description only events at or after this time */
                from?: string;
                /** @description only events before this time */
                to?: string;
                /** @description events per page, 1 to 500 (default 50) */
                limit?: number;
                /** @description the `next` of the page before */
                cursor?: string;
                /** @description every matching event (not a page) as CSV or JSON Lines, for download; default: a page as JSON */
                format?: "json" | "csv" | "jsonl";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of events, or with format, every match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvents"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditActors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the actors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditActors"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description whether the chain matches, or where it breaks first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerdict"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rollApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the key to roll */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyRollRequest"];
            };
        };
        responses: {
            /** @description the new key, its secret shown this once, and the revoke */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyRoll"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused, or did not say how it ended: the message says what to look for */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKeyRevocations: {
        parameters: {
            query?: {
                /** @description only the revokes of these keys, or of the keys that replaced them (up to 100 uuids, separated by commas) */
                keys?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the revokes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyRevocations"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelKeyRevocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the revoke */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the revoke, cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyRevocation"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveKeyRevocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the revoke */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyRevocationMove"];
            };
        };
        responses: {
            /** @description the revoke, at its new time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyRevocation"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the caller and its rights */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the ways to sign in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInOptions"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the session ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEdits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the edits in progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditList"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    beginEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditBegin"];
            };
        };
        responses: {
            /** @description the edit, new or resumed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditOpened"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the edit */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the edit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edit"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discardEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the edit */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description discarded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    appendEditSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the edit */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditSteps"];
            };
        };
        responses: {
            /** @description the steps kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditKept"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    holdEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the edit */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditHold"];
            };
        };
        responses: {
            /** @description the edit taken over, at its last step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditKept"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the edit */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditSubmit"];
            };
        };
        responses: {
            /** @description the draft made, and its proposal */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submitted"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProposals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the inbox */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the draft's proposal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markProposalSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description marked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    commentOnProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentWrite"];
            };
        };
        responses: {
            /** @description the comment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProposalComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
                /** @description the comment */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeProposalComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
                /** @description the comment */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentChange"];
            };
        };
        responses: {
            /** @description the comment as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestProposalChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangesRequest"];
            };
        };
        responses: {
            /** @description the conversation after the decision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Withdrawal"];
            };
        };
        responses: {
            /** @description the conversation after the withdrawal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviseProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a revision of the proposal (its draft) */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviseRequest"];
            };
        };
        responses: {
            /** @description the edit begun (or the revision already in progress) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionBegun"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not in a repository the credential can list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is under way: the message says what */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReviewSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettings"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putReviewSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewSettings"];
            };
        };
        responses: {
            /** @description the settings as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettings"];
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credential, or one the service does not accept */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (8 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service refused to check the credential for now; wait retryAfterSeconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service or the installation index cannot be reached now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConsoleApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the OpenAPI 3.1 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Bad request (an unknown query parameter among them): the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
