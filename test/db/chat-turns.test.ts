import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { appendTurn, findChatSession, sessionTurns } from "../../src/db/chat";
import { getDb } from "../../src/db/client";
import { versionOf } from "../../src/db/versions";

const turn = (id: string, sessionId: string, query: string) => ({
  id,
  sessionId,
  query,
  answer: `answer to ${query}`,
  sources: [],
  toolCalls: [],
  entities: {},
  brain: "planner",
  durationMs: 3,
  createdAt: "2026-11-23T10:00:00.000Z",
});

describe("appendTurn", () => {
  it("numbers the turns of a session from 1 and returns each number, sessions apart", async () => {
    const db = getDb(env.DB);
    expect(await appendTurn(db, turn("t-1", "s-a", "first"))).toBe(1);
    expect(await appendTurn(db, turn("t-2", "s-a", "second"))).toBe(2);
    expect(await appendTurn(db, turn("t-3", "s-b", "other"))).toBe(1);
    expect(await appendTurn(db, turn("t-4", "s-a", "third"))).toBe(3);
    expect((await sessionTurns(db, "s-a")).map((t) => [t.turn, t.query])).toEqual([
      [1, "first"],
      [2, "second"],
      [3, "third"],
    ]);
  });

  it("with a records version, stores the turn only while the records are at it, else writes nothing", async () => {
    const db = getDb(env.DB);
    const version = (await versionOf(db, "reports")) as string;
    expect(await appendTurn(db, turn("t-5", "s-c", "kept"), version)).toBe(1);
    expect(await appendTurn(db, turn("t-6", "s-c", "kept too"), version)).toBe(2);
    expect(await appendTurn(db, turn("t-7", "s-c", "stale"), "an older version")).toBeNull();
    expect(await appendTurn(db, turn("t-8", "s-d", "stale first turn"), "an older version")).toBeNull();
    expect((await sessionTurns(db, "s-c")).map((t) => t.query)).toEqual(["kept", "kept too"]);
    expect(await findChatSession(db, "s-d")).toBeUndefined();
  });
});
