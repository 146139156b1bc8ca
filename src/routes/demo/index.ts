import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const demoRouter = createRouter().openapi(routes.get, handlers.get).openapi(routes.mark, handlers.mark).openapi(routes.remove, handlers.remove).openapi(routes.setLoading, handlers.setLoading).openapi(routes.clearLoading, handlers.clearLoading);
