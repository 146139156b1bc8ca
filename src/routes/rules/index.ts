import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const rulesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.builtinList, handlers.builtinList)
  .openapi(routes.builtinReset, handlers.builtinReset)
  .openapi(routes.builtinPatch, handlers.builtinPatch)
  .openapi(routes.create, handlers.create)
  .openapi(routes.apply, handlers.apply)
  .openapi(routes.undo, handlers.undo)
  .openapi(routes.get, handlers.get)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove);
