import { createRouter } from "../../http/router";
import { calendar } from "./calendar";
import * as handlers from "./handlers";
import * as routes from "./routes";

// The calendar and its key come before /{id}, which would otherwise read "calendar.ics" or
// "calendar-key" as a (malformed) id.
export const obligationsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.standard, handlers.standard)
  .openapi(routes.calendar, calendar)
  .openapi(routes.createFeedKey, handlers.createFeedKey)
  .openapi(routes.revokeFeedKey, handlers.revokeFeedKey)
  .openapi(routes.get, handlers.get)
  .openapi(routes.occurrences, handlers.occurrences)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.restore, handlers.restore);
