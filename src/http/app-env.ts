import type { RequestIdVariables } from "hono/request-id";
import type { SearchIndex } from "../search/types";

/** What handlers take from outside the request, given to createApp (tests give their own). */
export interface AppDeps {
  searchIndexFor(env: Env): SearchIndex;
}

/** Bindings and request-scoped variables every router sees. */
export interface AppEnv {
  Bindings: Env;
  Variables: RequestIdVariables & { deps: AppDeps };
}
