import type { Case } from "./chat-questions";

export const LATER_SPEC_CASES: Case[] = [];
