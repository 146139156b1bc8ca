import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

// The chat API: the query and its sessions. The uploads that feed the documents, under the same
// prefix, are routes/uploads.
export const chatRouter = createRouter().openapi(routes.query, handlers.query).openapi(routes.sessions, handlers.sessions).openapi(routes.session, handlers.session);
