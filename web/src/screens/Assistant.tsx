// The assistant: a conversation per session (its id is in the address, so a reload keeps it), past
// sessions, sources that open what they cite, and questions suggested from the company's own data.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { Schemas } from "../api/client";
import { useAsk, useChatSession, useChatSessions } from "../api/queries/chat";
import { useSearchableDocument } from "../api/queries/documents";
import { useNextObligation } from "../api/queries/obligations";
import { Empty, ErrorNote, Loading, PageHeader } from "../components/ui";
import { addMonths, monthStart, today } from "../lib/dates";
import { dateTime, month } from "../lib/format";
import { hrefOfSource } from "../lib/links";
import { useProperties } from "../lib/queries";

type Turn = { query: string; answer?: string; blocks?: Schemas["ChatAnswerBlock"][] | null; sources?: Schemas["ChatSource"][]; error?: unknown };

export default function Assistant() {
  const { sessionId } = useParams<{ sessionId?: string }>();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Turn | null>(null);
  const [draft, setDraft] = useState("");
  const bottom = useRef<HTMLDivElement>(null);

  const session = useChatSession(sessionId);

  // The hook loads the conversation with its new turn before the pending one leaves the screen, so
  // nothing flickers; a new session then moves into the address.
  const ask = useAsk(sessionId, {
    onMutate: (query) => setPending({ query }),
    onSuccess: (result) => {
      if (result.session_id !== sessionId) navigate(`/assistant/${result.session_id}`, { replace: !sessionId });
      setPending(null);
    },
    onError: (error, query) => {
      setPending({ query, error });
      setDraft(query);
    },
  });

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [session.data, pending]);

  // Another conversation opened (the list, "New conversation", back): its own turns only.
  useEffect(() => {
    if (!ask.isPending) setPending(null);
  }, [sessionId]);

  function submit(question: string) {
    const query = question.trim();
    if (!query || ask.isPending) return;
    setDraft("");
    ask.mutate(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit(draft);
    }
  }

  const turns: Turn[] = (session.data?.turns ?? []).map((turn) => ({ query: turn.query, answer: turn.answer, blocks: turn.blocks, sources: turn.sources }));
  if (pending) turns.push(pending);

  return (
    <>
      <PageHeader title="Assistant">
        <Link href="/assistant" className="button" onClick={() => setPending(null)}>
          New conversation
        </Link>
      </PageHeader>
      <div className="assistant">
        <Sessions current={sessionId} />
        <section className="conversation" aria-label="Conversation">
          {sessionId && session.isPending ? <Loading label="Loading the conversation" lines={5} /> : null}
          {session.error ? <ErrorNote error={session.error} /> : null}
          {!sessionId && !pending ? <Suggestions onPick={submit} /> : null}
          <div aria-live="polite">
            {turns.map((turn, index) => (
              <TurnView key={index} turn={turn} />
            ))}
          </div>
          <div ref={bottom} />
          <form
            className="ask"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              submit(draft);
            }}
          >
            <label htmlFor="question" className="visually-hidden">
              Your question
            </label>
            <textarea
              id="question"
              rows={2}
              placeholder="Ask about your properties, books, deadlines or documents"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={2000}
            />
            <button type="submit" className="primary" disabled={ask.isPending || !draft.trim()}>
              {ask.isPending ? "Thinking…" : "Ask"}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}

function TurnView({ turn }: { turn: Turn }) {
  return (
    <article className="turn">
      <div className="question">{turn.query}</div>
      {turn.error ? (
        <ErrorNote error={turn.error} />
      ) : turn.answer === undefined ? (
        <div className="answer" role="status">
          <Loading label="Finding the answer" lines={2} />
        </div>
      ) : (
        <div className="answer">
          {turn.blocks?.length ? <Blocks blocks={turn.blocks} /> : <div>{turn.answer}</div>}
          <Sources sources={turn.sources ?? []} question={turn.query} />
        </div>
      )}
    </article>
  );
}

/** An answer's parts: paragraphs, tables (figures right-aligned) and lists. */
function Blocks({ blocks }: { blocks: Schemas["ChatAnswerBlock"][] }) {
  return (
    <div className="answer-blocks">
      {blocks.map((block, index) =>
        block.type === "text" ? (
          <p key={index}>{block.text}</p>
        ) : block.type === "list" ? (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <div key={index} className="table-wrap">
            <table className="table answer-table">
              <thead>
                <tr>
                  {block.columns.map((column, i) => (
                    <th key={i} scope="col" className={column.align === "right" ? "num" : undefined}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (
                      <td key={i} className={block.columns[i]?.align === "right" ? "num money" : undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
}

function Sources({ sources, question }: { sources: Schemas["ChatSource"][]; question: string }) {
  if (sources.length === 0) return null;
  return (
    <div className="sources">
      <strong>Sources</strong>
      <ul>
        {sources.map((source, index) => {
          const href = hrefOfSource(source, question);
          const text = source.document_title ? `${source.document_title}: ${source.description}` : source.description;
          return <li key={index}>{href ? <Link href={href}>{text}</Link> : text}</li>;
        })}
      </ul>
    </div>
  );
}

function Sessions({ current }: { current?: string | undefined }) {
  const sessions = useChatSessions();
  return (
    <nav className="sessions card" aria-label="Past conversations">
      <h2>Conversations</h2>
      <ErrorNote error={sessions.error} />
      {sessions.isPending ? (
        <Loading lines={4} />
      ) : sessions.data && sessions.data.items.length === 0 ? (
        <Empty>None yet.</Empty>
      ) : (
        <ul>
          {(sessions.data?.items ?? []).map((item) => (
            <li key={item.id}>
              <Link href={`/assistant/${item.id}`} aria-current={item.id === current ? "page" : undefined}>
                <div>{item.title}</div>
                <div className="subtle">{dateTime(item.updated_at)}</div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** Questions about this company: its properties, last month, its next deadline and its documents. */
function Suggestions({ onPick }: { onPick: (question: string) => void }) {
  const properties = useProperties({ listing: true });
  const next = useNextObligation();
  const documents = useSearchableDocument();
  const lastMonth = month(addMonths(monthStart(today()), -1), true);
  const questions: string[] = [];
  const property = properties.data?.items[0];
  if (property) questions.push(`What was the net income of ${property.address} this year?`);
  questions.push(`What did we spend in ${lastMonth}?`);
  const deadline = next.data?.items[0];
  // A deadline by its name, without the details after a colon or in brackets ("Q4 estimated tax payment").
  if (deadline) questions.push(`When is the ${deadline.description.split(/[:(]/)[0]!.trim().replace(/\.$/, "")} due?`);
  questions.push("What is due in the next 30 days?");
  const document = documents.data?.items[0];
  if (document) questions.push(`What does the ${document.title} say?`);
  if ((properties.data?.items.length ?? 0) > 1) questions.push("Which property earned the most this year?");

  return (
    <section className="card" aria-labelledby="suggest-title">
      <h2 id="suggest-title">Ask a question</h2>
      <p className="subtle">Answers come from your records and documents, with their sources.</p>
      <div className="suggestions">
        {questions.map((question) => (
          <button key={question} type="button" onClick={() => onPick(question)}>
            {question}
          </button>
        ))}
      </div>
    </section>
  );
}
