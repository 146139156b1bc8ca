import type { Case } from "./chat-questions";

export const ROUND_HARBOR_CASES: Case[] = [];
