import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const documentsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.file, handlers.file)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.restore, handlers.restore)
  .openapi(routes.retry, handlers.retry);
