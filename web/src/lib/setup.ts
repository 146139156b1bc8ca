// Getting started: the five steps from an empty database to a company the app can report on, each
// done when its records exist (read from the API) or skipped by the user (kept in this browser).
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../api/client";
import { keys } from "../api/queries/keys";
import { createStore, useStore } from "./store";
import { useCompany } from "./queries";

export const SETUP_STEPS = [
  { id: "company", title: "Your company", text: "Its legal name, entity type, state, formation date, EIN and fiscal year: what the reports and the assistant use.", href: "/company", action: "Fill in the profile" },
  { id: "properties", title: "Your properties", text: "Each home with its purchase date and its land, building and furniture basis, for depreciation and the tax forms.", href: "/properties/new", action: "Add a property" },
  { id: "import", title: "Your first bank import", text: "A bank or card statement (OFX, QFX, QBO, QIF or CSV): the books fill themselves, with rules for what they cannot guess.", href: "/transactions/import", action: "Import a statement" },
  { id: "documents", title: "Your formation documents", text: "The articles of organization, the operating agreement, the EIN letter: searchable, and the assistant answers from them.", href: "/documents", action: "Upload documents" },
  { id: "deadlines", title: "Your standard deadlines", text: "Estimated taxes, the partnership return, the state's periodic report and each property's tax for this year, previewed before they are added.", href: "/deadlines", action: "Add the year's deadlines" },
] as const;

export type SetupStepId = (typeof SETUP_STEPS)[number]["id"];

const STORAGE_KEY = "setup.skipped";

function readSkipped(): SetupStepId[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is SetupStepId => SETUP_STEPS.some((step) => step.id === id)) : [];
  } catch {
    return [];
  }
}

/** The steps the user chose to skip, kept in this browser. */
export const skippedSteps = createStore<SetupStepId[]>(readSkipped());

export function setSkipped(id: SetupStepId, skipped: boolean): void {
  const next = skipped ? [...new Set([...skippedSteps.get(), id])] : skippedSteps.get().filter((step) => step !== id);
  skippedSteps.set(next);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private browsing: the choice lasts as long as the page.
  }
}

export type StepState = "done" | "skipped" | "todo";

/** Each step's state, and whether the database is empty (no profile, no property): where the app opens the setup. */
export function useSetup() {
  const company = useCompany();
  const skipped = useStore(skippedSteps);
  const totals = useQuery({
    queryKey: keys.setup.totals,
    queryFn: async () => {
      const one = { query: { page_size: 1 } };
      const [properties, transactions, documents, obligations] = await Promise.all([
        unwrap(api.GET("/api/v1/properties", { params: one })),
        unwrap(api.GET("/api/v1/transactions", { params: one })),
        unwrap(api.GET("/api/v1/documents", { params: one })),
        unwrap(api.GET("/api/v1/obligations", { params: one })),
      ]);
      return { properties: properties.total, transactions: transactions.total, documents: documents.total, obligations: obligations.total };
    },
    // Every visit reads them again: a step is done on another screen.
    staleTime: 0,
  });
  const loaded = company.data !== undefined && totals.data !== undefined;
  const done: Record<SetupStepId, boolean> = {
    company: company.data != null,
    properties: (totals.data?.properties ?? 0) > 0,
    import: (totals.data?.transactions ?? 0) > 0,
    documents: (totals.data?.documents ?? 0) > 0,
    deadlines: (totals.data?.obligations ?? 0) > 0,
  };
  const state = (id: SetupStepId): StepState => (done[id] ? "done" : skipped.includes(id) ? "skipped" : "todo");
  const steps = SETUP_STEPS.map((step) => ({ ...step, state: state(step.id) }));
  return {
    loaded,
    error: company.error ?? totals.error,
    steps,
    doneCount: steps.filter((step) => step.state === "done").length,
    /** Every step done or skipped: the checklist goes away. */
    finished: loaded && steps.every((step) => step.state !== "todo"),
    /** Nothing recorded and nothing skipped yet: the app opens the setup. */
    empty: loaded && !done.company && !done.properties && skipped.length === 0,
  };
}
