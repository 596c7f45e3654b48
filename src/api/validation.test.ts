import { describe, expect, it } from 'vitest';
import { checkResponse } from './validation';
import type { OperationId } from './types';

const UUID = '5f0c3d1e-8a4b-4c2d-9e6f-000000000001';
const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  startAt: 0,
  maxResults: 25,
  total: data.length,
  data,
  ...extra,
});

// The generated validators (scripts/api-types.mjs) hold the OpenAPI document's response schemas.
describe('checkResponse', () => {
  it.each([
    [
      'listModels',
      page([{}, { uuid: UUID }, { uuid: UUID, titles: {} }], { total: 32_882_551 }),
      'absent fields, a repeated uuid, a total ahead',
    ],
    ['listRepositories', page([{ name: 'no uuid' }, { uuid: UUID }]), 'a repository without a uuid or a name'],
    ['getApiKey', { uuid: UUID, expiresAt: '2016-12-31T23:59:60Z' }, 'a leap second'],
    ['getApiKey', { uuid: UUID, expiresAt: '2016-12-31T18:59:60-05:00' }, 'a leap second in another zone'],
    [
      'getCanvas',
      { workflowState: 'X', vertices: [{ uuid: UUID, symbol: UUID, x: 1e8, y: 0, width: -5, height: 0 }], edges: [] },
      'a far vertex of negative size',
    ],
    ['listAccessors', page([{ user: null, groupEntity: null }]), 'an accessor that is neither user nor group'],
    ['resolveDocuments', [], 'an empty resolution'],
  ] as [OperationId, unknown, string][])('accepts what the document allows: %s with %s', async (operation, body) => {
    expect(await checkResponse(operation, body)).toBeUndefined();
  });

  it.each([
    ['listModels', { startAt: 0, maxResults: 25, data: [] }, '', '"total" is missing'],
    ['listModels', page([{}, { uuid: 'model-7' }]), '/data/1/uuid', 'should be a uuid'],
    [
      'listModels',
      page([{ titles: { [UUID]: { translated: true } } }]),
      `/data/0/titles/${UUID}`,
      '"title" is missing',
    ],
    ['listModels', page([], { total: -1 }), '/total', 'should be >= 0'],
    ['getApiKey', { expiresAt: '2016-12-31T23:59:61Z' }, '/expiresAt', 'should be a date-time'],
    ['getApiKey', { expiresAt: 'tomorrow' }, '/expiresAt', 'should be a date-time'],
    [
      'getCanvas',
      { workflowState: 'X', vertices: [{ uuid: UUID, symbol: UUID, x: '1', y: 0, width: 1, height: 1 }], edges: [] },
      '/vertices/0/x',
      'should be of type number',
    ],
    [
      'getCanvas',
      { workflowState: 'X', vertices: [], edges: [{ uuid: UUID, fromVertex: UUID, toVertex: UUID }] },
      '/edges/0',
      '"edgeType" is missing',
    ],
    [
      'getAccessor',
      { privileges: { manageUsers: true, flyPlanes: true } },
      '/privileges',
      'has "flyPlanes", which the interface does not define',
    ],
    ['getAccessor', { user: 42 }, '/user', 'matches none of the shapes the interface allows'],
    ['listRepositories', undefined, '', 'should be of type object'],
    ['listDocumentSources', { sources: [] }, '', 'should be of type array'],
  ] as [OperationId, unknown, string, string][])(
    'finds where %s departs from the document: %j',
    async (operation, body, at, problem) => {
      expect(await checkResponse(operation, body)).toEqual({ at, problem });
    },
  );

  it('checks nothing for an operation without a JSON answer', async () => {
    expect(await checkResponse('deleteApiKey', undefined)).toBeUndefined();
  });
});
