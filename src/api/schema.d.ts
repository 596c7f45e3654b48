// Generated from GET /api/v1/openapi.json by `npm run api:types`; do not edit.

export interface paths {
    "/repositories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List repositories */
        get: operations["listRepositories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a repository's languages */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a repository's models
         * @description sortBy=titles.title sorts by the default language, or by sortLanguage; models without a title in that language come last. Archived drafts are not listed.
         */
        get: operations["listModels"];
        put?: never;
        /**
         * Create a draft model in the draft repository
         * @description repositoryId must be the alias "draft" (any case) or the draft repository's UUID. Vertices reference existing symbols, which are copied into the draft repository.
         */
        post: operations["createDraftModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/models/{modelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a model */
        get: operations["getModel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/models/{modelId}/canvas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a model's canvas */
        get: operations["getCanvas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/models/{modelId}/descriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a model's descriptions
         * @description fields is case-sensitive here and there is no projection; omitting fields returns both.
         */
        get: operations["listDescriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/models/{modelId}/versions/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a draft into a target repository
         * @description repositoryId is the target repository; modelId is a NEW draft. The permission group is the body group, else the svc-Permission-Group header, else All Users. The import and the archiving of the draft happen in one transaction.
         */
        post: operations["acceptDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/symbols/{symbolId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a symbol */
        get: operations["getSymbol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/documents/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the document providers of a repository */
        get: operations["listDocumentSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/documents/sources/{sourceId}/documents/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve document keys of one provider
         * @description Reads metadata only and creates nothing. The answer may be in any order: match by documentId.source and documentId.id. Keys the provider does not hold are left out.
         */
        post: operations["resolveDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/accessors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a repository's accessors */
        get: operations["listAccessors"];
        put?: never;
        /** Add a user accessor to a repository */
        post: operations["createAccessor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repositories/{repositoryId}/accessors/{accessorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an accessor */
        get: operations["getAccessor"];
        put?: never;
        post?: never;
        /** Remove an accessor */
        delete: operations["deleteAccessor"];
        options?: never;
        head?: never;
        /**
         * Change an accessor's privileges
         * @description Flags named in privileges are set; flags not named keep their value. None is derived and ignored.
         */
        patch: operations["updateAccessor"];
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys (administrator) */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Issue an API key (administrator)
         * @description The response is the only place the secret (apiKey) ever appears.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read API key metadata (administrator) */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Delete (revoke) an API key (administrator)
         * @description The key is refused from the next request on, whatever the authentication cache holds.
         */
        delete: operations["deleteApiKey"];
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
        /** This machine-readable description */
        get: operations["getOpenApiDocument"];
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
        Repository: {
            /** Format: uuid */
            uuid?: string;
            name?: string;
        };
        Model: {
            /** Format: uuid */
            uuid?: string;
            /** @example GENERAL_MODEL */
            modelType?: string;
            /** @description map from language uuid to its title */
            titles?: {
                [key: string]: {
                    title: string;
                    /** @description present on additional-language values */
                    translated?: boolean;
                };
            };
            documents?: components["schemas"]["DocumentReference"][];
            /**
             * @description ACTIVE for repository models; NEW or ARCHIVED for drafts
             * @example NEW
             */
            status?: string;
        };
        Language: {
            /** Format: uuid */
            uuid?: string;
            name?: string;
            defaultLanguage?: boolean;
        };
        Description: {
            /**
             * Format: uuid
             * @description identifies the configured rich-text field
             */
            descriptionType?: string;
            content?: {
                [key: string]: {
                    /** @description rich text; may contain HTML */
                    text: string;
                    translated?: boolean;
                };
            };
        };
        Canvas: {
            /** @example EDITABLE */
            workflowState: string;
            vertices: components["schemas"]["Vertex"][];
            edges: components["schemas"]["Edge"][];
        };
        Vertex: {
            /**
             * Format: uuid
             * @description the placement
             */
            uuid: string;
            /**
             * Format: uuid
             * @description the referenced symbol
             */
            symbol: string;
            x: number;
            y: number;
            width: number;
            height: number;
        };
        Edge: {
            /** Format: uuid */
            uuid: string;
            /** Format: uuid */
            fromVertex: string;
            /** Format: uuid */
            toVertex: string;
            /** @example FLOW */
            edgeType: string;
        };
        Symbol: {
            /** Format: uuid */
            uuid?: string;
            /**
             * @example ACTIVITY
             * @example INTERESTED_PARTY
             */
            objectType?: string;
            /** @description map from language uuid to its title */
            titles?: {
                [key: string]: {
                    title: string;
                    /** @description present on additional-language values */
                    translated?: boolean;
                };
            };
        };
        ResolvedDocument: {
            documentId: {
                source: string;
                id: string;
            };
            title: string;
            /** @description may need separate authentication; not necessarily a download */
            link: string;
            iconURL: string | null;
            metadata: {
                name: string;
                value: string;
            }[];
        };
        Accessor: {
            /** Format: uuid */
            uuid?: string;
            /** @description "user" or "group" */
            type?: string;
            user?: string | null;
            groupEntity?: {
                group: {
                    /** Format: uuid */
                    uuid: string;
                    name: string;
                };
            } | null;
            privileges?: {
                /** @description Delete: Throw out models, symbols and documents for good. */
                throwOut?: boolean;
                /** @description Edit translations: Edit titles and descriptions in languages other than the default. */
                languageEdit?: boolean;
                /** @description Edit approved: Change models that have already been approved. */
                editApproved?: boolean;
                /** @description Lock names: Reserve a name prefix so that only its holders create content under it. */
                lockPrefix?: boolean;
                /** @description Export: Export models and their data out of the repository. */
                exportData?: boolean;
                /** @description Manage users: Add and remove accessors and change their privileges. */
                manageUsers?: boolean;
                /** @description Layers: Create, rename and remove the layers of the canvas. */
                manageLayers?: boolean;
                /** @description Take snapshots: Save a snapshot of the repository as it is now. */
                snapshotCreate?: boolean;
                /** @description Publish: Release approved models to readers outside the repository. */
                publish?: boolean;
                /** @description Workflow: Configure the review and approval workflow. */
                manageWorkflow?: boolean;
                /** @description Lock snapshots: Protect snapshots from being changed or removed. */
                snapshotLock?: boolean;
                /** @description Lists: Maintain the value lists that fields choose from. */
                manageLists?: boolean;
                /** @description Fields: Add and change the attribute fields of models and symbols. */
                manageFields?: boolean;
                /** @description true when no flag is set; read only */
                None?: boolean;
            };
        };
        AccessorCreate: {
            /**
             * @description only user accessors can be created
             * @constant
             */
            type: "user";
            /** Format: uuid */
            user: string;
            privileges?: {
                /** @description Delete: Throw out models, symbols and documents for good. */
                throwOut?: boolean;
                /** @description Edit translations: Edit titles and descriptions in languages other than the default. */
                languageEdit?: boolean;
                /** @description Edit approved: Change models that have already been approved. */
                editApproved?: boolean;
                /** @description Lock names: Reserve a name prefix so that only its holders create content under it. */
                lockPrefix?: boolean;
                /** @description Export: Export models and their data out of the repository. */
                exportData?: boolean;
                /** @description Manage users: Add and remove accessors and change their privileges. */
                manageUsers?: boolean;
                /** @description Layers: Create, rename and remove the layers of the canvas. */
                manageLayers?: boolean;
                /** @description Take snapshots: Save a snapshot of the repository as it is now. */
                snapshotCreate?: boolean;
                /** @description Publish: Release approved models to readers outside the repository. */
                publish?: boolean;
                /** @description Workflow: Configure the review and approval workflow. */
                manageWorkflow?: boolean;
                /** @description Lock snapshots: Protect snapshots from being changed or removed. */
                snapshotLock?: boolean;
                /** @description Lists: Maintain the value lists that fields choose from. */
                manageLists?: boolean;
                /** @description Fields: Add and change the attribute fields of models and symbols. */
                manageFields?: boolean;
                /** @description true when no flag is set; read only */
                None?: boolean;
            };
        };
        /** @description other accessor fields are read only and ignored */
        AccessorUpdate: {
            privileges: components["schemas"]["Privileges"];
        } & {
            [key: string]: unknown;
        };
        Privileges: {
            /** @description Delete: Throw out models, symbols and documents for good. */
            throwOut?: boolean;
            /** @description Edit translations: Edit titles and descriptions in languages other than the default. */
            languageEdit?: boolean;
            /** @description Edit approved: Change models that have already been approved. */
            editApproved?: boolean;
            /** @description Lock names: Reserve a name prefix so that only its holders create content under it. */
            lockPrefix?: boolean;
            /** @description Export: Export models and their data out of the repository. */
            exportData?: boolean;
            /** @description Manage users: Add and remove accessors and change their privileges. */
            manageUsers?: boolean;
            /** @description Layers: Create, rename and remove the layers of the canvas. */
            manageLayers?: boolean;
            /** @description Take snapshots: Save a snapshot of the repository as it is now. */
            snapshotCreate?: boolean;
            /** @description Publish: Release approved models to readers outside the repository. */
            publish?: boolean;
            /** @description Workflow: Configure the review and approval workflow. */
            manageWorkflow?: boolean;
            /** @description Lock snapshots: Protect snapshots from being changed or removed. */
            snapshotLock?: boolean;
            /** @description Lists: Maintain the value lists that fields choose from. */
            manageLists?: boolean;
            /** @description Fields: Add and change the attribute fields of models and symbols. */
            manageFields?: boolean;
            /** @description true when no flag is set; read only */
            None?: boolean;
        };
        ApiKey: {
            /** Format: uuid */
            uuid?: string;
            applicationName?: string;
            /**
             * Format: date-time
             * @description expiry
             */
            expiresAt?: string;
            /**
             * Format: date-time
             * @description creation time
             */
            createdAt?: string;
            /** @example ACTIVE */
            status?: string;
        };
        ApiKeyCreated: {
            /** Format: uuid */
            uuid: string;
            applicationName: string;
            /**
             * Format: date-time
             * @description expiry
             */
            expiresAt: string;
            /**
             * Format: date-time
             * @description creation time
             */
            createdAt: string;
            status: string;
            /** @description the secret; returned only here */
            apiKey: string;
        };
        ApiKeyCreate: {
            applicationName: string;
            /** Format: date-time */
            expiresAt: string;
        };
        AcceptDraft: {
            /**
             * Format: uuid
             * @description customer group; wins over the svc-Permission-Group header
             */
            group?: string;
        };
        DraftCreate: {
            modelType: string;
            /** @description by language uuid of the draft repository, each language once (keys are compared without letter case) */
            titles: {
                [key: string]: {
                    title: string;
                    translated?: boolean;
                };
            };
            canvas?: {
                vertices: {
                    /** Format: uuid */
                    uuid?: string;
                    /** Format: uuid */
                    symbol: string;
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                }[];
                edges: {
                    /** Format: uuid */
                    uuid?: string;
                    /** Format: uuid */
                    fromVertex: string;
                    /** Format: uuid */
                    toVertex: string;
                    edgeType: string;
                }[];
            };
            descriptions?: {
                /**
                 * Format: uuid
                 * @description one of the configured description types: e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c31, e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c32; each once
                 */
                descriptionType: string;
                /** @description by language uuid of the draft repository, each language once */
                content: {
                    [key: string]: {
                        /** @description rich text; may contain HTML */
                        text: string;
                        translated?: boolean;
                    };
                };
            }[];
        };
        ResolveRequest: {
            /**
             * Format: uuid
             * @description language of the titles
             */
            language: string;
            documentKeys: string[];
        };
        DocumentReference: {
            /** @description the document provider */
            sourceId: string;
            /** @description the provider's document key, not necessarily a UUID */
            uuid: string;
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
    listRepositories: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "SIMPLE" | "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
                /** @description case-insensitive substring match; * matches any run of characters, \* is a literal asterisk; control characters are refused */
                filter?: string;
                /** @description comma-separated paths to search; default: the selected fields */
                filterFields?: string;
                /** @description one sort path, ties ordered by uuid; omitted: internal identifier order */
                sortBy?: "name" | "uuid";
                /** @description sort direction, true or false */
                ascending?: boolean;
                /** @description zero-based offset */
                startAt?: number;
                /** @description page size, 1 to 1000 */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of repositories */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startAt: number;
                        maxResults: number;
                        total: number;
                        data: components["schemas"]["Repository"][];
                    };
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLanguages: {
        parameters: {
            query?: {
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
                /** @description zero-based offset */
                startAt?: number;
                /** @description page size, 1 to 1000 */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of languages */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startAt: number;
                        maxResults: number;
                        total: number;
                        data: components["schemas"]["Language"][];
                    };
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listModels: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "SIMPLE" | "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
                /** @description case-insensitive substring match; * matches any run of characters, \* is a literal asterisk; control characters are refused */
                filter?: string;
                /** @description comma-separated paths to search; default: the selected fields */
                filterFields?: string;
                /** @description one sort path, ties ordered by uuid; omitted: internal identifier order */
                sortBy?: "uuid" | "modelType" | "titles.title";
                /** @description sort direction, true or false */
                ascending?: boolean;
                /** @description language uuid of the repository for titles.title; default: its default language */
                sortLanguage?: string;
                /** @description zero-based offset */
                startAt?: number;
                /** @description page size, 1 to 1000 */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of models */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startAt: number;
                        maxResults: number;
                        total: number;
                        data: components["schemas"]["Model"][];
                    };
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDraftModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description "draft" (any case) or the draft repository UUID */
                repositoryId: string;
            };
            cookie?: never;
        };
        /** @description modelType, titles, and optionally a canvas and descriptions */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftCreate"];
            };
        };
        responses: {
            /** @description The created draft */
            201: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getModel: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "SIMPLE" | "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description a model UUID */
                modelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The model */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCanvas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description a model UUID */
                modelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canvas: vertices and edges, not paginated */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Canvas"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDescriptions: {
        parameters: {
            query?: {
                /** @description comma-separated selection paths; case-sensitive; adds to the projection */
                fields?: string;
                /** @description zero-based offset */
                startAt?: number;
                /** @description page size, 1 to 1000 */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description a model UUID */
                modelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of descriptions */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startAt: number;
                        maxResults: number;
                        total: number;
                        data: components["schemas"]["Description"][];
                    };
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description customer group uuid, used when the body has no group */
                "svc-Permission-Group"?: string;
            };
            path: {
                /** @description the target repository UUID */
                repositoryId: string;
                /** @description the draft model UUID */
                modelId: string;
            };
            cookie?: never;
        };
        /** @description optional permission group */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AcceptDraft"];
            };
        };
        responses: {
            /** @description The accepted model in the target repository */
            201: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSymbol: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description a symbol UUID */
                symbolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The symbol */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Symbol"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocumentSources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Provider identifiers, a plain array */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolveDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description the provider identifier, URL-encoded */
                sourceId: string;
            };
            cookie?: never;
        };
        /** @description language and document keys */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveRequest"];
            };
        };
        responses: {
            /** @description Resolved documents, a plain array */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedDocument"][];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccessors: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
                /** @description case-insensitive substring match; * matches any run of characters, \* is a literal asterisk; control characters are refused */
                filter?: string;
                /** @description comma-separated paths to search; default: the selected fields */
                filterFields?: string;
                /** @description one sort path, ties ordered by uuid; omitted: internal identifier order */
                sortBy?: "groupEntity.group" | "privileges" | "type" | "user" | "uuid";
                /** @description sort direction, true or false */
                ascending?: boolean;
                /** @description zero-based offset */
                startAt?: number;
                /** @description page size, 1 to 1000 */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accessors */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startAt: number;
                        maxResults: number;
                        total: number;
                        data: components["schemas"]["Accessor"][];
                    };
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAccessor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
            };
            cookie?: never;
        };
        /** @description type "user", the user uuid and its privileges */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessorCreate"];
            };
        };
        responses: {
            /** @description The created accessor */
            201: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accessor"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccessor: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
            };
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description an accessor UUID */
                accessorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accessor */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accessor"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccessor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description an accessor UUID */
                accessorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAccessor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a repository UUID, or the alias "draft" (any case) for the draft repository */
                repositoryId: string;
                /** @description an accessor UUID */
                accessorId: string;
            };
            cookie?: never;
        };
        /** @description the privileges to set */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessorUpdate"];
            };
        };
        responses: {
            /** @description The updated accessor */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accessor"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "SIMPLE" | "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
                /** @description case-insensitive substring match; * matches any run of characters, \* is a literal asterisk; control characters are refused */
                filter?: string;
                /** @description comma-separated paths to search; default: the selected fields */
                filterFields?: string;
                /** @description one sort path, ties ordered by uuid; omitted: internal identifier order */
                sortBy?: "applicationName" | "createdAt" | "expiresAt" | "status" | "uuid";
                /** @description sort direction, true or false */
                ascending?: boolean;
                /** @description zero-based offset */
                startAt?: number;
                /** @description page size, 1 to 1000 */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of key metadata; secrets are never returned */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startAt: number;
                        maxResults: number;
                        total: number;
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description application name and expiry */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The key, with its secret */
            201: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiKey: {
        parameters: {
            query?: {
                /** @description DEFAULT, ALL, or SIMPLE where defined; case-insensitive */
                projection?: "SIMPLE" | "DEFAULT" | "ALL";
                /** @description comma-separated selection paths; case-insensitive; adds to the projection */
                fields?: string;
            };
            header?: never;
            path: {
                /** @description an API key UUID */
                apiKeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Key metadata without the secret */
            200: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description an API key UUID */
                apiKeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authentication missing or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this principal */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests for this identity; wait Retry-After seconds */
            429: {
                headers: {
                    /** @description requests allowed per window */
                    "X-RateLimit-Limit"?: number;
                    /** @description requests left in this window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds to wait, equal to retryAfterSeconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: the message says what is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
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
