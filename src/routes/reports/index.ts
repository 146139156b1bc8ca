import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const reportsRouter = createRouter().openapi(routes.profitAndLoss, handlers.profitAndLoss).openapi(routes.scheduleE, handlers.scheduleE)
  .openapi(routes.occupancy, handlers.occupancy);
