import type { RequestIdVariables } from "hono/request-id";
import type { SearchIndex } from "../domain/search-index";

/**
 * What handlers take from outside the request, given to createApp (tests give their own). A service
 * of a higher layer adds its own member by declaration merging (chat/brain.ts adds the chat brain).
 */
export interface AppDeps {
  searchIndexFor(env: Env): SearchIndex;
}

/** Bindings and request-scoped variables every router sees. */
export interface AppEnv {
  Bindings: Env;
  /**
   * `tokenId`: who the request is: the id of its API token, or `access:<email>` when signed in through
   * Cloudflare Access; `scope`: what that identity may do. Both unset when authentication is off.
   */
  Variables: RequestIdVariables & { deps: AppDeps; tokenId?: string; scope?: "read" | "write" };
}
