// The home page's short "Getting started" checklist, while a setup step is still to do.
import { Link } from "wouter";
import { useCanWrite } from "../lib/queries";
import { SETUP_STEPS, useSetup } from "../lib/setup";

/** The home page's short checklist while a step is still to do. */
export default function SetupChecklist() {
  const setup = useSetup();
  const canWrite = useCanWrite();
  if (!setup.loaded || setup.finished || !canWrite) return null;
  const next = setup.steps.find((step) => step.state === "todo");
  return (
    <section className="card setup-checklist" aria-labelledby="setup-title" data-testid="setup-checklist">
      <h2 id="setup-title">
        Getting started <span className="subtle">· {setup.doneCount} of {SETUP_STEPS.length} done</span>
      </h2>
      <ul className="plain">
        {setup.steps.map((step) => (
          <li key={step.id}>
            <span aria-hidden="true">{step.state === "done" ? "✓" : step.state === "skipped" ? "–" : "○"}</span> {step.title}
            {step.state === "skipped" ? <span className="subtle"> (skipped)</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <Link href="/setup" className="button primary">
          {next ? `Continue: ${next.title.toLowerCase()}` : "Open the setup"}
        </Link>
      </p>
    </section>
  );
}
