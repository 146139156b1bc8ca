import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const companyRouter = createRouter().openapi(routes.get, handlers.get).openapi(routes.put, handlers.put);
