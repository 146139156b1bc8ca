import type { Case } from "./chat-questions";

export const ROUND_LANDLORD_CASES: Case[] = [];
