// Written blind: to be filled by someone who has not read the assistant's code.
import type { Case } from "./chat-questions";

export const DEC_HARBOR_CASES: Case[] = [];
