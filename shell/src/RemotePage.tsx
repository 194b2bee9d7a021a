import { Component, type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@storefront/contracts/shop';
import { Button, Page, theme, useLanguage } from '@storefront/ui';
import { pageText } from '@storefront/contracts/pages';
import { shellMessages } from './messages';
import { forgetRemotes, loadRemotePage } from './remotes';

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
const pageKey = (remote: RemoteName, module: string) => `${remote}/${module}`;
function pageModule(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const key = pageKey(remote, module);
  let page = pages.get(key);
  if (!page) {
    page = loadRemotePage(remote, module);
    pages.set(key, page);
  }
  return page;
}

/** The remote's page, once its module is there (until then it suspends). */
function RemoteContent({ remote, module }: { remote: RemoteName; module: string }) {
  const Content = use(pageModule(remote, module)).default;
  return <Content />;
}

/** A page drawn by a remote, loaded when first shown. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        forgetRemotes();
        pages.delete(pageKey(remote, module));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<LoadingPage />}>
        <RemoteContent remote={remote} module={module} />
      </Suspense>
    </RemoteBoundary>
  );
}

export function ComingSoon({ title }: { title: string }) {
  const t = shellMessages.useText();
  const { language } = useLanguage();
  return (
    <Page>
      <Fallback>
        <h1>{pageText(title, language)}</h1>
        <p>{t('comingSoon')}</p>
      </Fallback>
    </Page>
  );
}
