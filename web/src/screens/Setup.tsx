// Getting started: the steps from an empty database to the owner's own company. Each opens the screen
// that does it (the standard deadlines are offered here, with their preview); each can be skipped and
// resumed; the home page keeps the checklist until every step is done or skipped.
import { Link } from "wouter";
import StandardDeadlines from "../components/StandardDeadlines";
import { ErrorNote, Loading, PageHeader, StatusBadge } from "../components/ui";
import { setSkipped, SETUP_STEPS, useSetup } from "../lib/setup";

export default function Setup() {
  const setup = useSetup();
  if (setup.error) return <ErrorNote error={setup.error} />;
  if (!setup.loaded) return <Loading lines={6} />;
  return (
    <>
      <PageHeader title="Set up your company" />
      <p className="subtle" data-testid="setup-progress">
        {setup.finished ? "Every step is done or skipped. " : ""}
        {setup.doneCount} of {SETUP_STEPS.length} steps done. Each step can be skipped and taken up again later; the home page keeps this list until then.
      </p>
      <ol className="setup-steps">
        {setup.steps.map((step, index) => (
          <li key={step.id} className="card" data-testid={`setup-${step.id}`}>
            <div className="setup-step-head">
              <h2>
                {index + 1}. {step.title}
              </h2>
              {step.state === "done" ? <StatusBadge tone="ok">Done</StatusBadge> : step.state === "skipped" ? <StatusBadge tone="muted">Skipped</StatusBadge> : <StatusBadge tone="info">To do</StatusBadge>}
            </div>
            <p>{step.text}</p>
            <div className="form-actions">
              {step.id === "deadlines" ? (
                <StandardDeadlines />
              ) : (
                <Link data-writes href={step.href} className={step.state === "todo" ? "button primary" : "button"}>
                  {step.state === "done" ? "Open" : step.action}
                </Link>
              )}
              {step.state === "todo" ? (
                <button type="button" className="link" onClick={() => setSkipped(step.id, true)}>
                  Skip for now
                </button>
              ) : step.state === "skipped" ? (
                <button type="button" className="link" onClick={() => setSkipped(step.id, false)}>
                  Take it up again
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {setup.finished ? (
        <p>
          <Link href="/" className="button primary">
            Go to the home page
          </Link>
        </p>
      ) : null}
    </>
  );
}
