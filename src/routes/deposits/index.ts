import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const depositsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.settle, handlers.settle)
  .openapi(routes.remove, handlers.remove);
