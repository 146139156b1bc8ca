import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

// Mounted at /api/v1/documents/search, ahead of the documents router, so "search" is never read as an id.
export const searchRouter = createRouter().openapi(routes.search, handlers.search);
