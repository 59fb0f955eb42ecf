/** A route as Fastify's route tree lists it: `GET /api/orders/:id`. */
export interface Route {
  method: string;
  url: string;
}

/**
 * Every route, read from Fastify's own route tree (`app.printRoutes({ commonPrefix: false })`), so a new
 * route is found without being listed anywhere: HEAD and OPTIONS (Fastify's and CORS's own) and wildcard
 * routes (static files) left out.
 */
export function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS' && !url.includes('*')) routes.push({ method, url });
    }
  }
  return routes;
}
