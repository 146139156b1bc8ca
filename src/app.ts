import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./http/app-env";
import { notFound, onError } from "./http/handle-errors";
import { accessLog, securityHeaders } from "./http/middleware";
import { validationHook } from "./http/validation";
import { companyRouter } from "./routes/company";
import { obligationsRouter } from "./routes/obligations";
import { propertiesRouter } from "./routes/properties";
import { mountDocs } from "./routes/system/docs";
import { reportsRouter } from "./routes/reports";
import { searchRouter } from "./routes/search";
import { systemRouter } from "./routes/system";
import { transactionsRouter } from "./routes/transactions";

export function createApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });

  app.use("*", requestId({ headerName: "X-Request-Id" }));
  app.use("*", accessLog);
  app.use("*", cors({ origin: "*", exposeHeaders: ["X-Request-Id"] }));
  app.use("*", securityHeaders);

  app.route("/", systemRouter);
  app.route("/api/v1/properties", propertiesRouter);
  app.route("/api/v1/transactions", transactionsRouter);
  app.route("/api/v1/reports", reportsRouter);
  app.route("/api/v1/documents/search", searchRouter);
  app.route("/api/v1/obligations", obligationsRouter);
  app.route("/api/v1/company", companyRouter);
  mountDocs(app);

  app.onError(onError);
  app.notFound(notFound);
  return app;
}
