import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { validationHook } from "./validation";

/** Every router shares one validation hook, so every 422 has one shape. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
