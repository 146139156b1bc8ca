// The jul-landlord set: written blind (the assistant's code, its tests and every other question set left
// unread). Being written.
import type { Case } from "./chat-questions";

export const JUL_LANDLORD_CASES: Case[] = [];
