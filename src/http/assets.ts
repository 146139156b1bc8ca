/**
 * A file of the app's build (`/assets/*`, which wrangler.toml runs through the Worker first). A name
 * that is no file is 404, never the app's page: a browser would keep that page a year under a
 * script's name, since the build's files are cached as immutable. Outside the API app: these are
 * static files, not routes of the API's document.
 */
export async function buildFile(request: Request, assets: Fetcher): Promise<Response> {
  const res = await assets.fetch(request);
  if (res.status !== 404 && !(res.headers.get("content-type") ?? "").includes("text/html")) return res;
  return new Response(JSON.stringify({ detail: "Not Found" }), { status: 404, headers: { "content-type": "application/json", "x-content-type-options": "nosniff", "cache-control": "no-store" } });
}

export const isBuildFile = (request: Request): boolean => new URL(request.url).pathname.startsWith("/assets/");
