/**
 * Apollo Server on express 5: the request handed to Apollo and its answer written back. The
 * gateway's own instead of @as-integrations/express5, whose `url.parse()` makes Node 24 print a
 * deprecation warning (DEP0169) on every start; the query string is read with WHATWG URL here.
 */
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

export function apolloMiddleware<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (http: { req: Request; res: Response }) => Promise<Context>,
): RequestHandler {
  server.assertStarted('apolloMiddleware()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: new URL(req.url, 'http://gateway').search,
        body: req.body as unknown,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.send(answer.body.string);
      return;
    }
    // An incremental answer goes out chunk by chunk, through the compression middleware too.
    const flush = (res as Response & { flush?: () => void }).flush?.bind(res);
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      flush?.();
    }
    res.end();
  };
}
