import type { Secrets } from "../config";
import { ApiError } from "../http/errors";
import { log } from "../http/log";
import { executePlan, plannerAnswer, planQuestion } from "./planner";
import type { ChatAnswer, PreviousTurn, ToolContext } from "./types";
import type { LanguageModel } from "ai";
import { modelAnswer } from "./model";

/** Answers a question with the tools; one implementation per profile, chosen in providers.ts. */
export interface ChatBrain {
  answer(ctx: ToolContext, question: string, history: PreviousTurn[]): Promise<ChatAnswer>;
}

// The brain is one of the services handlers take through AppDeps, as the search index is. Declared
// here, where its type lives, so that the HTTP layer below imports nothing of the assistant.
declare module "../http/app-env" {
  interface AppDeps {
    /** The chat brain of the configuration (`chatBrain` of providers.ts; a test may give its own). */
    chatBrainFor(env: Env & Secrets): ChatBrain;
  }
}

/** The embedded profile: the deterministic planner alone. */
export const plannerBrain: ChatBrain = { answer: plannerAnswer };

/**
 * A model brain (Workers AI in production, or any OpenAI-compatible endpoint): the planner answers
 * at once when it is sure of the question (every word used, in milliseconds); the rest go to the model. When the model fails, the planner's answer is the
 * fallback; when that fails too, the AI service is reported unavailable (500).
 */
export function modelBrain(model: LanguageModel, logEnv: { LOG_LEVEL?: string } = {}): ChatBrain {
  return {
    async answer(ctx, question, history) {
      const { plan, properties } = await planQuestion(ctx, question, history);
      if (plan.confident) return executePlan(ctx, question, plan, properties);
      // Before the model (and outside its fallback): the records the plan read are current.
      await ctx.confirm();
      try {
        return await modelAnswer(model, ctx, question, history);
      } catch (modelError) {
        log(logEnv, "warn", "chat model failed; answering with the planner", { model: typeof model === "string" ? model : model.modelId, error: String(modelError) });
        try {
          const fallback = await executePlan(ctx, question, plan, properties);
          return { ...fallback, brain: "planner (model unavailable)" };
        } catch (fallbackError) {
          log(logEnv, "error", "chat fallback failed", { error: String(fallbackError) });
          throw new ApiError(500, "The AI service is unavailable and the question could not be answered without it; try again later.");
        }
      }
    },
  };
}
