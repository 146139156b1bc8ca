// The calendar feed's key: calendar apps cannot send a bearer token, so with API_TOKENS set the feed
// also accepts `?key=<secret>`. A write token creates or rotates the key (shown once; only its
// SHA-256 is stored) and can revoke it. src/http/auth.ts checks it.
import { createRoute, z } from "@hono/zod-openapi";
import { deleteFeedKey, saveFeedKey } from "../../db/feed-keys";
import { getDb } from "../../db/client";
import { sha256Hex } from "../../domain/hash";
import type { AppRouteHandler } from "../../http/handler";
import { errorResponses, jsonContent } from "../../http/responses";

export const CALENDAR_FEED = "obligations";
export const CALENDAR_PATH = "/api/v1/obligations/calendar.ics";

const tags = ["Obligations"];

const FeedKeySchema = z
  .object({
    key: z.string().openapi({ description: "The secret; shown this once, never stored" }),
    url: z.string().openapi({ description: "The feed's https address with the key" }),
    webcal_url: z.string().openapi({ description: "The same address for calendar apps (webcal://)" }),
    created_at: z.string(),
  })
  .openapi("CalendarFeedKey", {
    example: {
      key: "prc_Qm9vay1rZWVwaW5nIGlzIGEgZ29vZCBoYWJpdC4gS2VlcCBpdC4",
      url: "https://records.example.com/api/v1/obligations/calendar.ics?key=prc_Qm9vay1rZWVwaW5nIGlzIGEgZ29vZCBoYWJpdC4gS2VlcCBpdC4",
      webcal_url: "webcal://records.example.com/api/v1/obligations/calendar.ics?key=prc_Qm9vay1rZWVwaW5nIGlzIGEgZ29vZCBoYWJpdC4gS2VlcCBpdC4",
      created_at: "2026-11-23T09:30:00.000Z",
    },
  });

const RevokedSchema = z.object({ success: z.literal(true), data: z.object({ revoked: z.boolean() }) }).openapi("CalendarFeedKeyRevoked", {
  example: { success: true, data: { revoked: true } },
});

export const createKey = createRoute({
  method: "post",
  path: "/calendar-key",
  tags,
  summary: "Create or rotate the calendar feed's key",
  description:
    "For calendar apps, which cannot send a bearer token: the feed also answers `?key=<key>`. Creating a key replaces the previous one, which stops working at once. The key is shown only in this response.",
  responses: { 201: jsonContent(FeedKeySchema, "The new key and the feed's addresses with it"), ...errorResponses() },
});

export const revokeKey = createRoute({
  method: "delete",
  path: "/calendar-key",
  tags,
  summary: "Revoke the calendar feed's key",
  description: "Calendar apps subscribed with the key stop receiving the feed. `revoked` is false when there was no key.",
  responses: { 200: jsonContent(RevokedSchema, "Whether a key was revoked"), ...errorResponses() },
});

/** 32 random bytes, base64url, with a prefix that makes a leaked key easy to recognise. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `prc_${btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`;
}

export const createKeyHandler: AppRouteHandler<typeof createKey> = async (c) => {
  const key = newKey();
  const createdAt = new Date().toISOString();
  await saveFeedKey(getDb(c.env.DB), CALENDAR_FEED, await sha256Hex(key), createdAt);
  const url = new URL(CALENDAR_PATH, c.req.url);
  url.searchParams.set("key", key);
  return c.json({ key, url: url.toString(), webcal_url: url.toString().replace(/^https?:/, "webcal:"), created_at: createdAt }, 201);
};

export const revokeKeyHandler: AppRouteHandler<typeof revokeKey> = async (c) => {
  const revoked = await deleteFeedKey(getDb(c.env.DB), CALENDAR_FEED);
  return c.json({ success: true as const, data: { revoked } }, 200);
};
