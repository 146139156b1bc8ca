// One document: its metadata (editable), the original file, its state, and search inside it with
// the matching passages highlighted.
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useParams, useSearchParams } from "wouter";
import { api, messageOf, type Schemas } from "../api/client";
import { restoreDocument, useDeleteDocument, useDocument, useInvalidateDocuments, usePassages, useSaveDocument } from "../api/queries/documents";
import { DocumentTransactions } from "../components/DocumentTransactions";
import { Passage } from "../components/Passage";
import { DateField, download, Empty, ErrorNote, Field, fieldError, FormActions, Loading, OtherErrors, PageHeader } from "../components/ui";
import { DOCUMENT_TYPE_LABELS, termsOf, type DocumentType } from "../lib/documents";
import { bytes, count, dateTime } from "../lib/format";
import { useProperties } from "../lib/queries";
import { toast } from "../lib/toast";
import { DocumentState, useRetry } from "./Documents";

type Form = { title: string; doc_type: DocumentType; doc_date: string; version: "draft" | "final" | "superseded"; property_id: string };

export default function DocumentDetail() {
  const { id } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const invalidate = useInvalidateDocuments();
  const properties = useProperties();
  const retry = useRetry();
  const document = useDocument(id);
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    const d = document.data;
    if (d && !form) setForm({ title: d.title, doc_type: d.doc_type as DocumentType, doc_date: d.doc_date ?? "", version: d.version, property_id: d.property_id ?? "" });
  }, [document.data, form]);

  const save = useSaveDocument(id, () => toast("Document saved."));

  const remove = useDeleteDocument(id, {
    onSuccess: () => {
      toast("Document deleted.", {
        label: "Undo",
        run: () =>
          void restoreDocument(id).then(() => {
            void invalidate();
            navigate(`/documents/${id}`);
          }).catch((error: unknown) => toast(messageOf(error))),
      });
      navigate("/documents");
    },
    onError: (error) => toast(messageOf(error)),
  });

  async function openFile() {
    try {
      const { data, response } = await api.GET("/api/v1/documents/{id}/file", { params: { path: { id } }, parseAs: "blob" });
      if (!response.ok || !data) throw new Error(`The file could not be downloaded (${response.status}).`);
      download(data, document.data?.filename ?? "document");
    } catch (error) {
      toast(messageOf(error));
    }
  }

  if (document.isPending) return <Loading lines={8} />;
  if (document.error || !document.data) return <ErrorNote error={document.error} />;
  const d = document.data;
  const error = save.error;
  const set = (name: keyof Form) => (event: { target: { value: string } }) => form && setForm({ ...form, [name]: event.target.value });

  return (
    <>
      <PageHeader title={d.title}>
        <button type="button" onClick={() => void openFile()}>
          Download original
        </button>
        <button data-writes
          type="button"
          className="danger"
          onClick={() => {
            if (window.confirm(`Delete "${d.title}"? It will no longer be searched.`)) remove.mutate();
          }}
        >
          Delete
        </button>
      </PageHeader>
      <p>
        <Link href="/documents">All documents</Link>
      </p>
      <div className="grid-2">
        <section className="card" aria-labelledby="state-title">
          <h2 id="state-title">File</h2>
          <dl className="pairs">
            <div>
              <dt>State</dt>
              <dd>
                <DocumentState document={d} />
              </dd>
            </div>
            {d.state === "failed" ? (
              <div>
                <dt>Reason</dt>
                <dd>
                  <span className="field-error">{d.ingest_error ?? "It could not be read."}</span>{" "}
                  {d.retryable ? (
                    <button data-writes type="button" className="link" onClick={() => retry.mutate(d.id)}>
                      Retry
                    </button>
                  ) : (
                    <span className="subtle">Retrying will not help: upload a fixed file.</span>
                  )}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>File</dt>
              <dd>
                {d.filename} ({bytes(d.size_bytes)})
              </dd>
            </div>
            {d.page_count ? (
              <div>
                <dt>Pages</dt>
                <dd>{count(d.page_count)}</dd>
              </div>
            ) : null}
            {d.chunk_count ? (
              <div>
                <dt>Passages indexed</dt>
                <dd>{count(d.chunk_count)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Added</dt>
              <dd>{dateTime(d.created_at)}</dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="meta-title">
          <h2 id="meta-title">Details</h2>
          {form ? (
            <form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                save.mutate({ title: form.title.trim(), doc_type: form.doc_type, doc_date: form.doc_date || null, version: form.version, property_id: form.property_id || null });
              }}
              noValidate
            >
              <Field label="Title" error={fieldError(error, "title")}>
                {(props) => <input {...props} value={form.title} onChange={set("title")} />}
              </Field>
              <Field label="Type" error={fieldError(error, "doc_type")}>
                {(props) => (
                  <select {...props} value={form.doc_type} onChange={set("doc_type")}>
                    {Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <DateField label="Date of the document" value={form.doc_date} onChange={(value) => set("doc_date")({ target: { value } })} error={fieldError(error, "doc_date")} />
              <Field label="Version" error={fieldError(error, "version")}>
                {(props) => (
                  <select {...props} value={form.version} onChange={set("version")}>
                    <option value="draft">Draft</option>
                    <option value="final">Final</option>
                    <option value="superseded">Superseded</option>
                  </select>
                )}
              </Field>
              <Field label="Property" error={fieldError(error, "property_id")}>
                {(props) => (
                  <select {...props} value={form.property_id} onChange={set("property_id")}>
                    <option value="">The company</option>
                    {(properties.data?.items ?? []).map((property) => (
                      <option key={property.id} value={property.id}>
                        {property.address}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <OtherErrors error={error} shown={["title", "doc_type", "doc_date", "version", "property_id"]} />
              <FormActions pending={save.isPending} submit="Save" writes />
            </form>
          ) : null}
        </section>
      </div>
      <DocumentTransactions documentId={id} searchable={d.state === "searchable"} />
      {/* Keyed by the address's words: another link to this document (or back, forward) searches for its own. */}
      <InsideSearch key={params.get("q") ?? ""} id={id} initial={params.get("q") ?? ""} searchable={d.state === "searchable"} />
    </>
  );
}

function InsideSearch({ id, initial, searchable }: { id: string; initial: string; searchable: boolean }) {
  const [value, setValue] = useState(initial);
  const [query, setQuery] = useState(initial);
  const results = usePassages({ q: query, document_id: id, top_k: 5 }, searchable && query.length > 0);
  const terms = termsOf(query);
  const items: Schemas["DocumentSearchResult"]["items"] = results.data?.items ?? [];
  return (
    <section className="card" aria-labelledby="inside-title">
      <h2 id="inside-title">Search in this document</h2>
      {!searchable ? (
        <Empty>The document can be searched once it has been read.</Empty>
      ) : (
        <>
          <form
            className="filters"
            role="search"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              setQuery(value.trim());
            }}
          >
            <Field label="Words to find">{(props) => <input {...props} type="search" value={value} onChange={(event) => setValue(event.target.value)} />}</Field>
            <div className="field">
              <button type="submit">Search</button>
            </div>
          </form>
          <ErrorNote error={results.error} />
          {query && results.isPending ? <Loading lines={3} /> : null}
          {query && results.data && items.length === 0 ? <Empty>No passage matches.</Empty> : null}
          {results.data && !results.data.exact && items.length > 0 ? <p className="subtle">No passage contains these words; these are the closest in meaning.</p> : null}
          {items.map((item) => (
            <div key={item.chunk_id}>
              <div className="subtle">
                {item.page ? `Page ${item.page}` : `Passage ${item.chunk_index + 1}`}
                {item.heading ? ` · ${item.heading}` : ""}
              </div>
              <Passage text={item.text} terms={terms} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
