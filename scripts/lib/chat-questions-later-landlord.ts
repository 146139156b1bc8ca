import type { Case } from "./chat-questions";

export const LATER_LANDLORD_CASES: Case[] = [];
