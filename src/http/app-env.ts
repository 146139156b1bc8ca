import type { RequestIdVariables } from "hono/request-id";
import type { SearchIndex } from "../search/types";

/** What handlers take from outside the request, given to createApp (tests give their own). */
export interface AppDeps {
  searchIndexFor(env: Env): SearchIndex;
}

/** Bindings and request-scoped variables every router sees. */
export interface AppEnv {
  Bindings: Env;
  /** `tokenId`: the id of the API token that authenticated the request (unset when authentication is off). */
  Variables: RequestIdVariables & { deps: AppDeps; tokenId?: string };
}
