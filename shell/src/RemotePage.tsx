import { Component, type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import styled from 'styled-components';
import { Button, Page, theme, useLanguage } from '@storefront/ui';
import { type PageId, isRedirect, matchStorePage, pageTitle } from '@storefront/contracts/pages';
import { shellMessages } from './messages';
import { type PageOfRemote, forgetRemotes, loadRemotePage } from './remotes';

const Fallback = styled.div`
  margin: ${theme.space(4)} auto;
  max-width: 560px;
  padding: ${theme.space(3)};
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.warning};
  border-radius: ${theme.radius};
  h1 {
    margin: 0 0 ${theme.space(1)};
    font-size: 18px;
  }
  p {
    margin: 0 0 ${theme.space(2)};
    color: ${theme.color.muted};
  }
`;

const Loading = styled.p`
  padding: ${theme.space(4)};
  text-align: center;
  color: ${theme.color.muted};
`;

/** Keeps a failing remote inside its own area: the top bar, navigation and footer keep working. */
class RemoteBoundary extends Component<{ remote: string; onRetry: () => void; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.remote} part of the store failed`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteFallback
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = shellMessages.useText();
  return (
    <Fallback role="alert" data-testid="remote-fallback">
      <h1>{t('remote.unavailable')}</h1>
      <p>{t('remote.restWorks')}</p>
      <Button $variant="plain" onClick={onRetry}>
        {t('remote.tryAgain')}
      </Button>
    </Fallback>
  );
}

function LoadingPage() {
  const t = shellMessages.useText();
  return <Loading role="status">{t('remote.loading')}</Loading>;
}

/** Each remote page's module, loaded once. A failed load stays failed (React renders the page again
 * after the promise settles: a fresh load then would retry for ever and never show the fallback) until
 * Try again forgets it. */
const pages = new Map<string, Promise<{ default: ComponentType }>>();
const pageKey = ({ remote, module }: PageOfRemote) => `${remote}/${module}`;
function pageModule(page: PageOfRemote): Promise<{ default: ComponentType }> {
  const key = pageKey(page);
  let loading = pages.get(key);
  if (!loading) {
    loading = settledForReact(loadRemotePage(page));
    pages.set(key, loading);
  }
  return loading;
}

/** Marks the promise with its outcome as React's `use` reads it (`status`, `value`, `reason`): a page
 * whose module arrived before the page is drawn (it starts loading as the store starts) is drawn at
 * once, instead of suspending for a moment, showing "Loading..." and then waiting out React's 300 ms
 * between a fallback and what replaces it. */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.status = 'pending';
  // The handlers return nothing: returning the promise itself would hand its rejection on, unhandled.
  promise.then(
    (value) => void Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(marked, { status: 'rejected', reason }),
  );
  return promise;
}

/** Starts loading the module of the page at `pathname` as the store starts, beside the cart and the
 * category menu rather than after them: the page's code (and the first thing it paints) comes one
 * round trip sooner. The page shows it, or its fallback, when it is drawn. */
export function startLoadingPageAt(pathname: string): void {
  pageReady(pathname).catch(() => {}); // reported when the page is drawn
}

/** Settles when the module of the page at `pathname` is there to be drawn at once (none to load: at once). */
export async function pageReady(pathname: string): Promise<void> {
  const route = matchStorePage(pathname)?.route;
  if (!route || isRedirect(route) || route.comingSoon || route.adminOnly) return;
  await pageModule(route);
}

/** The remote's page, once its module is there (until then it suspends). */
function RemoteContent({ page }: { page: PageOfRemote }) {
  const Content = use(pageModule(page)).default;
  return <Content />;
}

/** A page drawn by a remote, loaded when first shown. */
export function RemotePage({ page }: { page: PageOfRemote }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      remote={page.remote}
      onRetry={() => {
        forgetRemotes();
        pages.delete(pageKey(page));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<LoadingPage />}>
        <RemoteContent page={page} />
      </Suspense>
    </RemoteBoundary>
  );
}

export function ComingSoon({ page }: { page: PageId }) {
  const t = shellMessages.useText();
  const { language } = useLanguage();
  return (
    <Page>
      <Fallback>
        <h1>{pageTitle(page, language)}</h1>
        <p>{t('comingSoon')}</p>
      </Fallback>
    </Page>
  );
}
