// The frame of every screen: navigation, the token prompt, the connection banner and the toasts.
import DemoBanner, { DemoLoading } from "./components/DemoBanner";
import { useQueryClient } from "@tanstack/react-query";
import { Component, lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, Route, Switch, useLocation } from "wouter";
import { api, auth, connection, saveToken } from "./api/client";
import { useDemo } from "./api/queries/demo";
import { Dialog, Field, Loading } from "./components/ui";
import { useCanWrite } from "./lib/queries";
import { useStore } from "./lib/store";
import { dismiss, toasts, type Toast } from "./lib/toast";
import { Home } from "./screens/Home";

const Assistant = lazy(() => import("./screens/Assistant"));
const Properties = lazy(() => import("./screens/Properties"));
const PropertyDetail = lazy(() => import("./screens/PropertyDetail"));
const PropertyForm = lazy(() => import("./screens/PropertyForm"));
const Transactions = lazy(() => import("./screens/Transactions"));
const ImportWizard = lazy(() => import("./screens/ImportWizard"));
const Reports = lazy(() => import("./screens/Reports"));
const Deadlines = lazy(() => import("./screens/Deadlines"));
const Documents = lazy(() => import("./screens/Documents"));
const DocumentDetail = lazy(() => import("./screens/DocumentDetail"));
const Company = lazy(() => import("./screens/Company"));
const Rules = lazy(() => import("./screens/Rules"));
const Setup = lazy(() => import("./screens/Setup"));

const NAV = [
  { href: "/", label: "Home" },
  { href: "/assistant", label: "Assistant" },
  { href: "/properties", label: "Properties" },
  { href: "/transactions", label: "Transactions" },
  { href: "/reports", label: "Reports" },
  { href: "/deadlines", label: "Deadlines" },
  { href: "/documents", label: "Documents" },
  { href: "/company", label: "Company" },
];

function active(location: string, href: string): boolean {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}

/**
 * A screen that fails to render (or whose code no longer loads after a new deploy) shows what
 * happened and a way on, instead of a blank page. Moving to another address clears the error; the
 * screens are not remounted for it (a new conversation's address keeps the assistant's state).
 */
class ScreenBoundary extends Component<{ children: ReactNode; location: string }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: { location: string }) {
    if (previous.location !== this.props.location && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const stale = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
    return (
      <section className="card" role="alert">
        <h1>{stale ? "The app was updated" : "This screen could not be shown"}</h1>
        <p>{stale ? "A newer version is available. Reload the page to use it." : `Something went wrong: ${error.message}`}</p>
        <p>
          <button type="button" className="primary" onClick={() => window.location.reload()}>
            Reload
          </button>{" "}
          <Link href="/">Go to the home page</Link>
        </p>
      </section>
    );
  }
}

export function Shell() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const canWrite = useCanWrite();
  // While the demo loads, its progress stands in for the screens: a half-built company is never shown.
  const loading = useDemo().data?.loading ?? null;
  const first = useRef(true);

  // After a navigation, close the phone menu and move focus to the new screen (not on first load).
  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* A read-only caller: every control marked data-writes is hidden (styles.css). */}
      <div className="layout" data-scope={canWrite ? "write" : "read"}>
        <header className="topbar">
          <Link href="/" className="brand">
            <img src="/favicon.svg" alt="" width="24" height="24" />
            <span>Property Records</span>
          </Link>
          <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
            Menu
          </button>
        </header>
        <nav id="nav" className={`sidebar${menuOpen ? " open" : ""}`} aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={active(location, item.href) ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="sidebar-foot">
            <a href="/docs">API reference</a>
          </p>
        </nav>
        <main id="main" ref={main} tabIndex={-1}>
          <ConnectionBanner />
          <DemoBanner />
          {!canWrite && (
            <p className="banner" role="status">
              You can read everything here; changing records needs a write token or writer access.
            </p>
          )}
          {loading ? <DemoLoading loading={loading} /> : null}
          <ScreenBoundary location={location}>
          {loading ? null : (
          <Suspense fallback={<Loading label="Loading the screen" lines={6} />}>
            <Switch>
              <Route path="/" component={Home} />
              <Route path="/assistant/:sessionId?" component={Assistant} />
              <Route path="/properties" component={Properties} />
              {/* Keyed by record: another record is a fresh screen, never the last one's form state. */}
              <Route path="/properties/new">{() => <PropertyForm key="new" />}</Route>
              <Route path="/properties/:id/edit">{(params) => <PropertyForm key={`edit-${params.id}`} />}</Route>
              <Route path="/properties/:id">{(params) => <PropertyDetail key={params.id} />}</Route>
              <Route path="/transactions/import" component={ImportWizard} />
              <Route path="/transactions" component={Transactions} />
              <Route path="/rules" component={Rules} />
              <Route path="/setup" component={Setup} />
              <Route path="/reports" component={Reports} />
              <Route path="/deadlines" component={Deadlines} />
              <Route path="/documents/:id">{(params) => <DocumentDetail key={params.id} />}</Route>
              <Route path="/documents" component={Documents} />
              <Route path="/company" component={Company} />
              <Route>
                <h1>Page not found</h1>
                <p>
                  There is nothing at this address. <Link href="/">Go to the home page</Link>.
                </p>
              </Route>
            </Switch>
          </Suspense>
          )}
          </ScreenBoundary>
        </main>
      </div>
      <TokenPrompt />
      <Toasts />
    </>
  );
}

function ConnectionBanner() {
  const { lost } = useStore(connection);
  const client = useQueryClient();
  if (!lost) return null;
  return (
    <div className="banner" role="alert">
      <span>The connection to the server was lost. Your changes on screen are kept.</span>
      <button
        type="button"
        onClick={() => {
          connection.set({ lost: false });
          void client.refetchQueries({ type: "active" });
        }}
      >
        Retry
      </button>
    </div>
  );
}

/** Asks for the access token when the API answers 401; the token is checked before it is kept. */
function TokenPrompt() {
  const { asking, token } = useStore(auth);
  const client = useQueryClient();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const candidate = value.trim();
    if (!candidate) {
      setError("Enter the access token you were given.");
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      const { response } = await api.GET("/api/v1/properties", {
        params: { query: { page_size: 1 } },
        headers: { Authorization: `Bearer ${candidate}` },
      });
      if (response.status === 401 || response.status === 403) {
        setError("That token was refused. Check it and try again.");
        auth.set({ token, asking: true });
        return;
      }
      // Keep a token only once the service has accepted it: a 500 or 503 proves nothing.
      if (!response.ok) {
        setError(`The service could not check the token (HTTP ${response.status}). Try again in a moment.`);
        return;
      }
      saveToken(candidate);
      setValue("");
      await client.invalidateQueries();
    } catch {
      setError("The server could not be reached. Try again.");
    } finally {
      setChecking(false);
    }
  }

  return (
    <Dialog title="Access token" open={asking} onClose={() => undefined} dismissable={false}>
      <form onSubmit={submit} noValidate>
        <p>This service is protected. Paste the access token you were given; it is kept until you close the browser.</p>
        <Field label="Token" error={error}>
          {(props) => (
            <input {...props} type="password" autoComplete="off" value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
        <div className="form-actions">
          <button type="submit" className="primary" disabled={checking}>
            {checking ? "Checking…" : "Continue"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function Toasts() {
  const items = useStore(toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}

function ToastItem({ item }: { item: Toast }) {
  const action = useRef<HTMLButtonElement>(null);
  // Once, when it appears: a toast that asks for the focus (Undo after a delete) takes it.
  useEffect(() => {
    if (item.focus) action.current?.focus();
  }, [item.focus]);
  return (
    <div className="toast" data-toast={item.id}>
      <span>{item.message}</span>
      {item.action ? (
        <button
          ref={action}
          type="button"
          className="link"
          onClick={() => {
            item.action?.run();
            dismiss(item.id);
          }}
        >
          {item.action.label}
        </button>
      ) : null}
      <button type="button" className="icon" aria-label="Dismiss" onClick={() => dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}
