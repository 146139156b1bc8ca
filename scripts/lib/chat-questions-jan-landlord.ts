// Written BLIND (without reading the assistant's code, its tests or the other question sets): the
// jan-landlord set, filled in by its author.
import type { Case } from "./chat-questions";

export const JAN_LANDLORD_CASES: Case[] = [];
