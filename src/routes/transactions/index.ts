import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import { getAssetHandler, getAssetRoute, putAssetHandler, putAssetRoute } from "./asset";
import { deleteSplitHandler, deleteSplitRoute, getSplitHandler, getSplitRoute, putSplitHandler, putSplitRoute } from "./split";
import { exportHandler, exportRoute } from "./export";
import { importHandler, importRoute } from "./import";
import { deleteProfileHandler, deleteProfileRoute, listProfilesHandler, listProfilesRoute } from "./bank-profiles";
import * as routes from "./routes";

// /categories, /import (and its profiles) and /export.csv come before /{id}, which would otherwise claim them.
export const transactionsRouter = createRouter()
  .openapi(routes.categories, handlers.categories)
  .openapi(importRoute, importHandler)
  .openapi(listProfilesRoute, listProfilesHandler)
  .openapi(deleteProfileRoute, deleteProfileHandler)
  .openapi(exportRoute, exportHandler)
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.restore, handlers.restore)
  .openapi(getAssetRoute, getAssetHandler)
  .openapi(putAssetRoute, putAssetHandler)
  .openapi(getSplitRoute, getSplitHandler)
  .openapi(putSplitRoute, putSplitHandler)
  .openapi(deleteSplitRoute, deleteSplitHandler);
