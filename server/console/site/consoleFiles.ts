import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NO_OPERATION } from '../../shared/http/errorAnswers.js';

export interface ConsoleFilesOptions {
  /** The built console, if any. */
  staticDir?: string;
  /** A directory of people and groups (CSV) to publish as `/directory.csv` where the console's files hold none. */
  publishedDirectory?: string;
  isApiUrl: (url: string) => boolean;
}

/**
 * The console's files at `/`: its assets cached for good (their names carry their hash), everything else
 * checked on each load, and any other GET of a page path answered with index.html, whose router takes it
 * from there. An installation's own directory.csv, put beside index.html, wins over the published one.
 */
export const consoleFiles = fp<ConsoleFilesOptions>(
  async (app, { staticDir, publishedDirectory, isApiUrl }) => {
    app.setNotFoundHandler((request, reply) => {
      if (isApiUrl(request.url) || !staticDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
        reply.code(404).send(NO_OPERATION);
        return;
      }
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
    if (staticDir && existsSync(join(staticDir, 'index.html'))) {
      await app.register(fastifyStatic, {
        root: staticDir,
        wildcard: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    if (publishedDirectory !== undefined && !(staticDir && existsSync(join(staticDir, 'directory.csv')))) {
      app.get('/directory.csv', (_request, reply) => {
        reply.header('cache-control', 'no-cache').type('text/csv; charset=utf-8').send(publishedDirectory);
      });
    }
  },
  { name: 'console-files' },
);
