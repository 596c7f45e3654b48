import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_API_KEY } from '../playwright.config';
import { api, expect, LANGUAGE, QUALITY } from './fixtures';

// What the editor's journeys (e2e/editor.spec.ts, e2e/engines/editor.journey.ts) edit, read through the API.

type Through = Page | APIRequestContext;

export interface Vertex {
  uuid: string;
  symbol: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Edge {
  uuid: string;
  fromVertex: string;
  toVertex: string;
  edgeType: string;
}

/** A symbol's title in `language`: the editor names vertices in the repository's default language. */
const symbolTitle = async (through: Through, origin: string, repository: string, symbol: string, language: string) =>
  (await api(through, `/repositories/${repository}/symbols/${symbol}?projection=ALL`, { origin })).body.titles[language]
    ?.title as string;

/** A model of a repository (Quality Management unless named) to edit, with symbols whose titles name them, and a symbol it does not place. */
export async function modelToEdit(through: Through, origin: string, repository = QUALITY) {
  const models = (await api(through, `/repositories/${repository}/models?fields=titles&maxResults=30`, { origin })).body
    .data as {
    uuid: string;
    titles: Record<string, { title: string }>;
  }[];
  const canvases: { uuid: string; title: string; vertices: Vertex[]; edges: Edge[] }[] = [];
  for (const model of models) {
    const canvas = (await api(through, `/repositories/${repository}/models/${model.uuid}/canvas`, { origin })).body;
    canvases.push({ uuid: model.uuid, title: model.titles[LANGUAGE.en]?.title, ...canvas });
  }
  const base = canvases.find((c) => c.title && c.vertices.length >= 5 && c.vertices.length <= 15)!;
  const placed = new Set(base.vertices.map((v) => v.symbol));
  const once = base.vertices.filter((v) => base.vertices.filter((o) => o.symbol === v.symbol).length === 1);
  const spare = canvases.flatMap((c) => c.vertices).find((v) => !placed.has(v.symbol))!;
  const languages = (await api(through, `/repositories/${repository}/languages`, { origin })).body.data as {
    uuid: string;
    defaultLanguage?: boolean;
  }[];
  const shown = languages.find((language) => language.defaultLanguage)!.uuid;
  const repositories = (await api(through, '/repositories?maxResults=50', { origin })).body.data as {
    uuid: string;
    name: string;
  }[];
  return {
    ...base,
    repositoryName: repositories.find((candidate) => candidate.uuid === repository)!.name,
    first: once[0],
    target: once[1],
    targetTitle: await symbolTitle(through, origin, repository, once[1].symbol, shown),
    spare: {
      symbol: spare.symbol,
      /** What the library finds it by, and what the canvas calls it. */
      title: await symbolTitle(through, origin, repository, spare.symbol, LANGUAGE.en),
      shown: await symbolTitle(through, origin, repository, spare.symbol, shown),
    },
  };
}

/** A proposal made through the console server's API with the demo key: an edit of `model` with one move, submitted. */
export async function proposeByKey(
  request: APIRequestContext,
  origin: string,
  model: string,
  vertex: string,
  dx: number,
) {
  const headers = { 'x-api-key': E2E_API_KEY };
  const begun = await request.post(`${origin}/console-api/v1/edits`, {
    headers,
    data: { repositoryId: QUALITY, modelId: model },
  });
  const { edit } = await begun.json();
  await request.post(`${origin}/console-api/v1/edits/${edit.uuid}/steps`, {
    headers,
    data: {
      holder: 'journey-window',
      after: 0,
      steps: [{ direction: 'do', command: { kind: 'move', vertices: [vertex], dx, dy: 0 } }],
    },
  });
  const submitted = await request.post(`${origin}/console-api/v1/edits/${edit.uuid}/submit`, {
    headers,
    data: { statement: `Move by ${dx}` },
  });
  expect(submitted.status()).toBe(201);
  return (await submitted.json()).proposal.draftId as string;
}

/** Accepts a draft into the Quality repository with the administrator's token (no proposal's author). */
export const acceptAsAdministrator = (request: APIRequestContext, origin: string, draftId: string) =>
  request.post(`${origin}/api/v1/repositories/${QUALITY}/models/${draftId}/versions/accept`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {},
  });
