import type { RequestIdVariables } from "hono/request-id";

/** Bindings and request-scoped variables every router sees. */
export interface AppEnv {
  Bindings: Env;
  Variables: RequestIdVariables;
}
