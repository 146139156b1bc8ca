import { createRouter } from "../../http/router";
import * as uploadHandlers from "./upload-handlers";
import * as queryHandlers from "./query-handlers";
import * as queryRoutes from "./query-routes";
import * as uploadRoutes from "./upload-routes";

// The chat API: the query and its sessions, and the upload routes that feed the documents.
export const chatRouter = createRouter()
  .openapi(queryRoutes.query, queryHandlers.query)
  .openapi(queryRoutes.sessions, queryHandlers.sessions)
  .openapi(queryRoutes.session, queryHandlers.session)
  .openapi(uploadRoutes.upload, uploadHandlers.upload)
  .openapi(uploadRoutes.incomingFiles, uploadHandlers.incomingFiles)
  .openapi(uploadRoutes.processIncoming, uploadHandlers.processIncoming);
