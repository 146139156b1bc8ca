import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/app-env";
import { declareAccess } from "../../http/openapi-access";
import { errorResponses, jsonContent } from "../../http/responses";
import { SERVICE_NAME, VERSION } from "../../version";

const tags = ["System"];

const openapiRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  tags,
  summary: "OpenAPI 3.1 description of this API",
  responses: {
    200: jsonContent(z.record(z.string(), z.unknown()).openapi({ example: { openapi: "3.1.0" } }), "The OpenAPI document"),
    ...errorResponses(),
  },
});

const docsRoute = createRoute({
  method: "get",
  path: "/docs",
  tags,
  summary: "Interactive API documentation (Swagger UI)",
  responses: {
    200: { description: "Swagger UI page", content: { "text/html": { schema: z.string().openapi({ example: "<!doctype html>..." }) } } },
    ...errorResponses(),
  },
});

const DESCRIPTION = [
  "Records service and assistant for small property-owning companies.",
  "",
  "Money is a decimal string with two decimals; dates are YYYY-MM-DD; ids are UUIDs.",
  "Errors are `{detail: string}`, and validation errors are FastAPI-shaped: `{detail: [{loc, msg, type}]}` with status 422.",
].join("\n");

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SERVICE_NAME} docs</title>
<link rel="stylesheet" href="/docs-assets/swagger-ui-dist/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs-assets/swagger-ui-dist/swagger-ui-bundle.js"></script>
<script src="/docs-init.js"></script>
</body>
</html>
`;

/** Serves /openapi.json (built once per isolate: the routes never change at run time) and /docs. */
export function mountDocs(app: OpenAPIHono<AppEnv>): void {
  let document: Record<string, unknown> | undefined;
  app.openapi(openapiRoute, (c) => {
    document ??= declareAccess(app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: SERVICE_NAME, version: VERSION, description: DESCRIPTION },
      tags: [
        { name: "Properties", description: "Rental properties with their land, building and FF&E basis" },
        { name: "Transactions", description: "Rental income and expenses, with categories mapped to Schedule E and Form 8825 lines" },
        { name: "Reports", description: "Profit and loss, and Schedule E / Form 8825 with depreciation" },
        { name: "Obligations", description: "Compliance deadlines (tax, state reports, property tax, insurance, inspections), recurring by RRULE, with a calendar feed" },
        { name: "Company", description: "The company's own profile: legal name, EIN, state filing number, registered agent" },
        { name: "Documents", description: "Business documents (formation, authority, accounting, property, insurance): upload, metadata, versions, the original file, and search of their content" },
        { name: "Chat", description: "Uploading documents for the assistant: upload, incoming files and their processing" },
        { name: "System", description: "Health, links and documentation" },
      ],
    }) as unknown as Record<string, unknown>);
    return c.json(document, 200);
  });
  // Swagger UI's own files and its start script are files of this origin (web/public/docs-init.js):
  // the page runs no inline script, so its policy allows none (http/middleware.ts).
  app.openapi(docsRoute, (c) => c.html(DOCS_PAGE, 200));
}
