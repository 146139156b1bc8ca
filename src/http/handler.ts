import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";

/** A handler typed by its route: params, query and body types and the allowed responses. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
