import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import type { AppDeps, AppEnv } from "./http/app-env";
import { apiAccess, docsAccess } from "./http/auth";
import { limitBodies } from "./http/body-limit";
import { notFound, onError } from "./http/handle-errors";
import { foreignWrites } from "./http/origin";
import { accessLog, securityHeaders } from "./http/middleware";
import { RATE_LIMITED_ROUTES, rateLimit } from "./http/rate-limit";
import { validationHook } from "./http/validation";
import { chatRouter } from "./routes/chat";
import { uploadsRouter } from "./routes/uploads";
import { companyRouter } from "./routes/company";
import { demoRouter } from "./routes/demo";
import { documentsRouter } from "./routes/documents";
import { obligationsRouter } from "./routes/obligations";
import { propertiesRouter } from "./routes/properties";
import { mountDocs } from "./routes/system/docs";
import { reportsRouter } from "./routes/reports";
import { rulesRouter } from "./routes/rules";
import { depositsRouter } from "./routes/deposits";
import { searchRouter } from "./routes/search";
import { systemRouter } from "./routes/system";
import { transactionsRouter } from "./routes/transactions";
import { documentReceiptsRouter, transactionReceiptsRouter } from "./routes/receipts";
import { searchIndexFor } from "./search";
import { chatBrain } from "./providers";

const DEFAULT_DEPS: AppDeps = { searchIndexFor, chatBrainFor: chatBrain };

/** The app; `deps` are the services handlers use beyond the bindings, the configuration's unless given (tests pass a recording search index or a model's brain). */
export function createApp(given: Partial<AppDeps> = {}): OpenAPIHono<AppEnv> {
  const deps: AppDeps = { ...DEFAULT_DEPS, ...given };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });

  app.use("*", requestId({ headerName: "X-Request-Id" }));
  app.use("*", accessLog);
  app.use("*", cors({ origin: "*", exposeHeaders: ["X-Request-Id"] }));
  app.use("*", securityHeaders);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // Access first (a refused request costs nothing more), then the body cap, then the rate limits,
  // which count per token. `/` and `/health` stay public; the docs unless PUBLIC_DOCS=false.
  app.use("/api/*", apiAccess);
  app.use("/api/*", foreignWrites);
  app.use("/docs", docsAccess);
  app.use("/openapi.json", docsAccess);
  app.use("/api/*", limitBodies);
  for (const route of RATE_LIMITED_ROUTES) app.use(route.path, rateLimit(route.method, route.binding));

  app.route("/", systemRouter);
  app.route("/api/v1/properties", propertiesRouter);
  app.route("/api/v1/transactions", transactionsRouter);
  app.route("/api/v1/transactions", transactionReceiptsRouter);
  app.route("/api/v1/reports", reportsRouter);
  app.route("/api/v1/rules", rulesRouter);
  app.route("/api/v1/deposits", depositsRouter);
  app.route("/api/v1/documents/search", searchRouter);
  app.route("/api/v1/obligations", obligationsRouter);
  app.route("/api/v1/company", companyRouter);
  app.route("/api/v1/demo", demoRouter);
  app.route("/api/v1/documents", documentsRouter);
  app.route("/api/v1/documents", documentReceiptsRouter);
  app.route("/api/v1/chat", chatRouter);
  app.route("/api/v1/chat", uploadsRouter);
  mountDocs(app);

  app.onError(onError);
  app.notFound(notFound);
  return app;
}
