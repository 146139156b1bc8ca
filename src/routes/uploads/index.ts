import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

// Files dropped in to become documents (/api/v1/chat/upload, /incoming-files, /process-incoming, the
// paths the specification gives them): stored, then ingested by the queue.
export const uploadsRouter = createRouter().openapi(routes.upload, handlers.upload).openapi(routes.incomingFiles, handlers.incomingFiles).openapi(routes.processIncoming, handlers.processIncoming);
