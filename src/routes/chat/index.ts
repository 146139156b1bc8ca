import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as queryHandlers from "./query-handlers";
import * as queryRoutes from "./query-routes";
import * as routes from "./routes";

// The chat API: the query and its sessions, and the upload routes that feed the documents.
export const chatRouter = createRouter()
  .openapi(queryRoutes.query, queryHandlers.query)
  .openapi(queryRoutes.sessions, queryHandlers.sessions)
  .openapi(queryRoutes.session, queryHandlers.session)
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.incomingFiles, handlers.incomingFiles)
  .openapi(routes.processIncoming, handlers.processIncoming);
