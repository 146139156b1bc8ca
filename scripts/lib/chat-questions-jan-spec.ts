// Written BLIND (without reading the assistant's code, its tests or the other question sets): the
// jan-spec set, filled in by its author.
import type { Case } from "./chat-questions";

export const JAN_SPEC_CASES: Case[] = [];
