import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

// The upload routes of the chat API; the chat query joins them here.
export const chatRouter = createRouter()
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.incomingFiles, handlers.incomingFiles)
  .openapi(routes.processIncoming, handlers.processIncoming);
