import { Type, type Static } from '@sinclair/typebox';
import { ResolvedDocument, ResolveRequest } from '../../shared/serviceSchemas.js';
import { defineRoutes, textParameter } from '../http/route.js';
import { REPOSITORY_ID } from './repositories.js';
import type { Services } from './services.js';

export const documentRoutes = (s: Services) =>
  defineRoutes(
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/documents/sources',
      operationId: 'listDocumentSources',
      summary: 'List the document providers of a repository',
      tag: 'Documents',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID },
      success: { status: 200, description: 'Provider identifiers, a plain array', schema: Type.Array(Type.String()) },
      errors: [400, 404],
      handler: ({ params }) => s.documents.sources(s.repositories.resolve(params.repositoryId).id),
    },
    {
      method: 'POST',
      path: '/repositories/{repositoryId}/documents/sources/{sourceId}/documents/resolve',
      operationId: 'resolveDocuments',
      summary: 'Resolve document keys of one provider',
      description:
        'Reads metadata only and creates nothing. The answer may be in any order: match by documentId.source and documentId.id. Keys the provider does not hold are left out.',
      tag: 'Documents',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, sourceId: textParameter('the provider identifier, URL-encoded') },
      body: { schema: ResolveRequest, required: true, description: 'language and document keys' },
      success: { status: 200, description: 'Resolved documents, a plain array', schema: Type.Array(ResolvedDocument) },
      errors: [400, 404],
      handler: ({ params, body }) => {
        const repository = s.repositories.resolve(params.repositoryId);
        const request = body as Static<typeof ResolveRequest>;
        return s.documents.resolve(
          repository.id,
          params.sourceId,
          request.language.toLowerCase(),
          s.languages.defaultOf(repository.id),
          request.documentKeys,
        );
      },
    },
  );
