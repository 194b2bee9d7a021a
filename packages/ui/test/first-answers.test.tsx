import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page's first answers are asked for as the store starts (the requests the gateway preloaded with the
// HTML): the page draws with them at once when they are here, waits for them when they are on their way,
// and asks again when they failed or have been used.

const isList = (x: unknown): x is { products: string[] } =>
  typeof x === 'object' && x !== null && Array.isArray((x as { products: unknown }).products);

/** A fetch that answers each path with its list after `delayMs`, counting the calls. */
function catalogue(delayMs = 0, status = 200) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    await new Promise((r) => setTimeout(r, delayMs));
    return new Response(
      JSON.stringify(status === 200 ? { products: [`answer to ${String(input)}`] } : { error: 'The catalogue is down.' }),
      {
        status,
      },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

async function freshModule() {
  vi.resetModules();
  return import('../src');
}

afterEach(() => vi.unstubAllGlobals());

describe("a page's first answers", () => {
  it('are asked for once, read as often as React draws, used up once shown, and only with the shape expected', async () => {
    const calls = catalogue();
    const ui = await freshModule();
    await ui.startFirstAnswers(['/api/products?page=1', '/api/products/42']);
    await ui.startFirstAnswers(['/api/products?page=1']);
    expect(calls).toEqual(['/api/products?page=1', '/api/products/42']);
    const answer = { products: ['answer to /api/products?page=1'] };
    expect(ui.peekFirstAnswer('/api/products?page=1', isList)).toEqual(answer);
    expect(ui.peekFirstAnswer('/api/products?page=1', isList)).toEqual(answer);
    ui.forgetFirstAnswer('/api/products?page=1');
    expect(ui.peekFirstAnswer('/api/products?page=1', isList)).toBeUndefined();
    const isNumber = (x: unknown): x is number => typeof x === 'number';
    expect(ui.peekFirstAnswer('/api/products/42', isNumber)).toBeUndefined();
  });

  it('are not used for a page first drawn or asking long after the store started', async () => {
    catalogue();
    const ui = await freshModule();
    await ui.startFirstAnswers(['/api/products?page=1']);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    expect(ui.peekFirstAnswer('/api/products?page=1', isList)).toBeUndefined();
    const ask = vi.fn(async () => ({ products: ['asked again'] }));
    await expect(ui.firstAnswerOr('/api/products?page=1', isList, ask)).resolves.toEqual({ products: ['asked again'] });
    vi.restoreAllMocks();
  });

  it('on their way are waited for instead of asked for again; used or never started, the page asks', async () => {
    const calls = catalogue(30);
    const ui = await freshModule();
    void ui.startFirstAnswers(['/api/products?page=1']);
    expect(ui.peekFirstAnswer('/api/products?page=1', isList)).toBeUndefined();
    const ask = vi.fn(() => ui.api('/api/products?page=1', { check: isList }));
    await expect(ui.firstAnswerOr('/api/products?page=1', isList, ask)).resolves.toEqual({ products: ['answer to /api/products?page=1'] });
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    await ui.firstAnswerOr('/api/products?page=1', isList, ask);
    await ui.firstAnswerOr('/api/products?page=2', isList, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('that failed are forgotten: the page asks again and shows what went wrong', async () => {
    const calls = catalogue(0, 502);
    const ui = await freshModule();
    await ui.startFirstAnswers(['/api/products?page=1']);
    expect(ui.peekFirstAnswer('/api/products?page=1', isList)).toBeUndefined();
    await expect(ui.firstAnswerOr('/api/products?page=1', isList, () => ui.api('/api/products?page=1', { check: isList }))).rejects.toThrow(
      'The catalogue is down.',
    );
    expect(calls).toHaveLength(2);
  });
});

describe('useAsync with an answer that came with the page', () => {
  const isText = (x: unknown): x is string => typeof x === 'string';

  it('draws it at once without asking, uses it up once shown, and asks when the inputs change or on reload', async () => {
    const ui = await freshModule();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify('came with the page')));
    await ui.startFirstAnswers(['/api/words?page=1']);
    const later = vi.fn(async () => new Response(JSON.stringify('unexpected')));
    vi.stubGlobal('fetch', later);
    const load = vi.fn(async (_signal: AbortSignal) => 'asked');
    function Words() {
      const [page, setPage] = useState(1);
      const answer = ui.useAsync(load, [page], { first: { path: `/api/words?page=${page}`, check: isText } });
      return (
        <>
          <p>{answer.status === 'done' ? answer.data : answer.status}</p>
          <button onClick={() => setPage(2)}>next</button>
          <button onClick={answer.reload}>again</button>
        </>
      );
    }
    render(<Words />);
    expect(screen.getByText('came with the page')).toBeTruthy();
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(load).not.toHaveBeenCalled();
    expect(ui.peekFirstAnswer('/api/words?page=1', isText)).toBeUndefined();
    fireEvent.click(screen.getByText('next'));
    expect(await screen.findByText('asked')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('again'));
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(load).toHaveBeenCalledTimes(2);
    expect(later).not.toHaveBeenCalled();
  });

  it('asks as before when nothing came with the page', async () => {
    catalogue();
    const { useAsync } = await freshModule();
    const load = vi.fn(async (_signal: AbortSignal) => 'asked');
    function Words() {
      const answer = useAsync(load, [], { first: { path: '/api/words?page=1', check: isText } });
      return <p>{answer.status === 'done' ? answer.data : answer.status}</p>;
    }
    render(<Words />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('asked')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer shown while the same thing is asked for another way, and not otherwise', async () => {
    const { useAsync } = await freshModule();
    let release: (() => void) | undefined;
    const load = vi.fn((_signal: AbortSignal, word: string) => new Promise<string>((resolve) => (release = () => resolve(word))));
    function Words() {
      const [asked, setAsked] = useState({ id: 'toque', language: 'en' });
      const answer = useAsync((signal) => load(signal, `${asked.id} in ${asked.language}`), [asked.id, asked.language], {
        sameThing: (answered, now) => answered[0] === now[0],
      });
      return (
        <>
          <p>{answer.status === 'done' ? answer.data : answer.status}</p>
          <button onClick={() => setAsked((a) => ({ ...a, language: 'fr' }))}>french</button>
          <button onClick={() => setAsked((a) => ({ ...a, id: 'parka' }))}>another</button>
        </>
      );
    }
    render(<Words />);
    await act(async () => release!());
    expect(await screen.findByText('toque in en')).toBeTruthy();
    fireEvent.click(screen.getByText('french'));
    expect(screen.getByText('toque in en')).toBeTruthy(); // still shown while French is asked for
    await act(async () => release!());
    expect(await screen.findByText('toque in fr')).toBeTruthy();
    fireEvent.click(screen.getByText('another'));
    expect(screen.getByText('loading')).toBeTruthy(); // another product: not the last one's page
  });
});
