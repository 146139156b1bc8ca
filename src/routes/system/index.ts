import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const systemRouter = createRouter().openapi(routes.root, handlers.root).openapi(routes.health, handlers.health).openapi(routes.session, handlers.session);
