// Documents: by group with their state (searchable, ingesting, failed with the reason and a retry),
// drag-and-drop upload of several files with per-file progress and live ingestion status, and search
// with the matching passages highlighted.
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Link } from "wouter";
import { useUrlFilters } from "../lib/url-filters";
import { messageOf } from "../api/client";
import { uploadDocument, useDocuments, useInvalidateDocuments, usePassages, useRetryDocument, type Document } from "../api/queries/documents";
import { Passage } from "../components/Passage";
import { Empty, ErrorNote, Field, Loading, PageHeader, StatusBadge } from "../components/ui";
import { ACCEPTED_FILES, GROUP_LABELS, termsOf, typeLabel } from "../lib/documents";
import { bytes, date } from "../lib/format";
import { usePropertyNames, useProperties } from "../lib/queries";
import { toast } from "../lib/toast";

type Upload = { key: string; name: string; progress: number; documentId?: string; error?: string; duplicate?: boolean };

export function DocumentState({ document }: { document: Document }) {
  if (document.state === "searchable") return <StatusBadge tone="ok">Searchable</StatusBadge>;
  if (document.state === "ingesting") return <StatusBadge tone="info">Reading…</StatusBadge>;
  return <StatusBadge tone="bad">Failed</StatusBadge>;
}

/** A retry from the list or a document's page, which say the same. */
export function useRetry() {
  return useRetryDocument({
    onSuccess: () => toast("Reading the document again."),
    onError: (error) => toast(messageOf(error)),
  });
}

export default function Documents() {
  const { params, update } = useUrlFilters();
  const query = params.get("q") ?? "";
  const propertyId = params.get("property_id") ?? "";
  const docType = params.get("doc_type") ?? "";
  // `title`: documents whose title or file name contains it (the list's own filter; the assistant
  // links here with it). `q` is the passage search below.
  const title = params.get("title") ?? "";
  const [uploads, setUploads] = useState<Upload[]>([]);
  const names = usePropertyNames();
  const retry = useRetry();

  // While anything is being read, the list refreshes itself so states change on screen.
  const list = useDocuments({ propertyId, docType, title }, uploads.some((upload) => upload.progress < 1));
  const items = list.data?.items ?? [];
  const groups = new Map<string, Document[]>();
  for (const document of items) {
    const group = document.doc_type.split(":")[0]!;
    groups.set(group, [...(groups.get(group) ?? []), document]);
  }
  const byId = new Map(items.map((document) => [document.id, document]));

  return (
    <>
      <PageHeader title="Documents" />
      <Uploader uploads={uploads} setUploads={setUploads} byId={byId} />
      <SearchBox
        query={query}
        onSearch={(value) => update({ q: value }, { keepPage: true })}
      />
      {query ? <SearchResults query={query} docType={docType} /> : null}
      {docType || propertyId || title ? (
        <p className="note info">
          Showing {docType ? GROUP_LABELS[docType] ?? typeLabel(docType) : ""} {propertyId ? `documents of ${names.get(propertyId) ?? "one property"}` : "documents"}
          {title ? ` whose title contains “${title}”` : ""}.{" "}
          <Link href="/documents">Show all</Link>
        </p>
      ) : null}
      <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      {list.isPending ? (
        <Loading lines={8} />
      ) : items.length === 0 ? (
        <Empty>No documents yet. Drop files above to add them.</Empty>
      ) : (
        [...groups.entries()].map(([group, documents]) => (
          <section key={group} className="card" aria-labelledby={`docs-${group}`}>
            <h2 id={`docs-${group}`}>{GROUP_LABELS[group] ?? group}</h2>
            <div className="table-wrap" tabIndex={0}>
              <table className="table compact phone-rows">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Type</th>
                    <th scope="col">Date</th>
                    <th scope="col">Property</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {documents.map((document) => (
                    <tr key={document.id} data-testid="document-row">
                      <td className="wide">
                        <Link href={`/documents/${document.id}`}>{document.title}</Link>
                        <div className="subtle">
                          {document.filename} · {bytes(document.size_bytes)}
                          {document.version !== "final" ? ` · ${document.version}` : ""}
                        </div>
                      </td>
                      <td data-label="Type">{typeLabel(document.doc_type)}</td>
                      <td data-label="Date">{date(document.doc_date)}</td>
                      <td className="wide">{document.property_id ? names.get(document.property_id) ?? "…" : <span className="subtle">Company</span>}</td>
                      <td>
                        <DocumentState document={document} />
                        {document.state === "failed" ? (
                          <div>
                            <div className="field-error">{document.ingest_error ?? "It could not be read."}</div>
                            {document.retryable ? (
                              <button data-writes type="button" className="link" onClick={() => retry.mutate(document.id)}>
                                Retry
                              </button>
                            ) : (
                              <div className="subtle">Upload a fixed file: retrying will not help.</div>
                            )}
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
    </>
  );
}

function Uploader({ uploads, setUploads, byId }: { uploads: Upload[]; setUploads: (update: (current: Upload[]) => Upload[]) => void; byId: Map<string, Document> }) {
  const invalidate = useInvalidateDocuments();
  const properties = useProperties();
  const [over, setOver] = useState(false);
  const [propertyId, setPropertyId] = useState("");
  const input = useRef<HTMLInputElement>(null);

  function patch(key: string, changes: Partial<Upload>) {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));
  }

  async function uploadOne(file: File, key: string) {
    try {
      const { document, duplicate } = await uploadDocument(file, propertyId, (fraction) => patch(key, { progress: Math.min(fraction, 0.99) }));
      patch(key, { progress: 1, documentId: document.id, duplicate });
    } catch (failure) {
      patch(key, { progress: 1, error: failure instanceof Error ? failure.message : String(failure) });
    }
    await invalidate();
  }

  function add(files: FileList | File[]) {
    const list = [...files];
    if (list.length === 0) return;
    const added = list.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, name: file.name, progress: 0 }));
    setUploads((current) => [...added, ...current]);
    // Two at a time: quick for a handful, gentle on the server for a folder's worth.
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const index = next++;
        await uploadOne(list[index]!, added[index]!.key);
      }
    };
    void Promise.all([worker(), worker()]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  }

  return (
    <section data-writes className="card" aria-labelledby="upload-title">
      <h2 id="upload-title">Add documents</h2>
      <div
        className={`dropzone${over ? " over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>Drop PDF, Word, text, Markdown or HTML files here, or</p>
        <label className="button primary" htmlFor="upload-input">
          Choose files
        </label>
        <input
          id="upload-input"
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = "";
          }}
        />
        <div className="filters" style={{ justifyContent: "center", marginTop: "0.75rem" }}>
          <Field label="File them under">
            {(props) => (
              <select {...props} value={propertyId} onChange={(event) => setPropertyId(event.target.value)}>
                <option value="">The company</option>
                {(properties.data?.items ?? []).map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.address}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </div>
      {uploads.length > 0 ? (
        <ul className="list" aria-live="polite" data-testid="uploads">
          {uploads.map((upload) => {
            const document = upload.documentId ? byId.get(upload.documentId) : undefined;
            return (
              <li key={upload.key} className="list-row">
                <div style={{ flex: 1 }}>
                  <div>{document ? <Link href={`/documents/${document.id}`}>{upload.name}</Link> : upload.name}</div>
                  {upload.error ? (
                    <div className="field-error">{upload.error}</div>
                  ) : upload.progress < 1 ? (
                    <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
                  ) : (
                    <div className="subtle">{upload.duplicate ? "Already here: this file was uploaded before." : "Uploaded."}</div>
                  )}
                </div>
                <div>{document ? <DocumentState document={document} /> : upload.error ? <StatusBadge tone="bad">Not uploaded</StatusBadge> : null}</div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function SearchBox({ query, onSearch }: { query: string; onSearch: (value: string) => void }) {
  const [value, setValue] = useState(query);
  // The box follows the address (back, forward, a link to other words).
  useEffect(() => setValue(query), [query]);
  return (
    <form
      className="filters card"
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <Field label="Search the documents' text" className="grow">
        {(props) => <input {...props} type="search" value={value} onChange={(event) => setValue(event.target.value)} placeholder="For example: who are the members" />}
      </Field>
      <div className="field">
        <button type="submit" className="primary">
          Search
        </button>
      </div>
    </form>
  );
}

function SearchResults({ query, docType }: { query: string; docType: string }) {
  const results = usePassages({ q: query, top_k: 10, ...(docType ? { doc_type: docType } : {}) });
  const terms = termsOf(query);
  return (
    <section className="card" aria-labelledby="results-title">
      <h2 id="results-title">Passages matching “{query}”</h2>
      {results.data && !results.data.exact && results.data.items.length > 0 ? (
        <p id="results-near" className="subtle">
          No passage contains these words; these are the closest in meaning.
        </p>
      ) : null}
      <ErrorNote error={results.error} />
      {results.isPending ? (
        <Loading lines={4} />
      ) : results.data?.items.length === 0 ? (
        <Empty>No passage matches. Try other words.</Empty>
      ) : (
        <ol className="list" aria-describedby={results.data && !results.data.exact ? "results-near" : undefined}>
          {(results.data?.items ?? []).map((item) => (
            <li key={item.chunk_id}>
              <Link href={`/documents/${item.document_id}?q=${encodeURIComponent(query)}`}>{item.document_title}</Link>
              <span className="subtle">
                {" "}
                · {typeLabel(item.doc_type)}
                {item.page ? ` · page ${item.page}` : ""}
                {item.heading ? ` · ${item.heading}` : ""}
              </span>
              <Passage text={item.text} terms={terms} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
