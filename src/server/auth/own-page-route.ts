import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import { type PageOf, type PageQuery, pageOf, pageQuery } from '../../shared/schemas/pagination';
import { currentUser, requireUser } from './plugin';

interface OwnPage<Item extends z.ZodType> {
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  item: Item;
  list: (db: Queryable, userId: string, query: PageQuery) => Promise<PageOf<z.output<Item>>>;
}

/**
 * GET `path`: the signed-in investor's own rows of one kind, a page at a time, newest first. The
 * rows are read by the investor's id from the session, so no one reaches another's.
 */
export function ownPageRoute<Item extends z.ZodType>(app: FastifyInstance, db: Queryable, page: OwnPage<Item>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    page.path,
    {
      onRequest: requireUser,
      schema: { operationId: page.operationId, summary: page.summary, tags: [page.tag], querystring: pageQuery, response: { 200: pageOf(page.item) } },
    },
    async (request) => page.list(db, currentUser(request).id, request.query),
  );
}
