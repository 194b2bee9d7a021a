import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPromotion } from '@storefront/contracts';
import { serve } from './serve';

vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: Admin } = await import('../src/Admin');

afterEach(() => vi.unstubAllGlobals());

const boxing: AdminPromotion = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Boxing Day: 25 % off Outdoor',
  code: 'BOXING25',
  applies: 'with-code',
  target: { kind: 'categories', names: ['Outdoor'] },
  benefit: { kind: 'percent', percent: 25 },
  minSubtotal: 0,
  combines: true,
  startsAt: '2026-12-26T05:00:00.000Z',
  endsAt: '2027-01-01T05:00:00.000Z',
  usageLimit: 200,
  perCustomerLimit: null,
  signedInOnly: false,
  firstOrderOnly: false,
  status: 'active',
  uses: 12,
  singleUseCodes: 0,
  revenue: 4618.8,
  discountGiven: 1172.5,
  createdAt: '2026-12-01T15:00:00.000Z',
  updatedAt: '2026-12-01T15:00:00.000Z',
};

const open = () =>
  render(
    <MemoryRouter initialEntries={['/admin/promotions']}>
      <Routes>
        <Route path="/admin/*" element={<Admin />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the promotions page', () => {
  it('lists each promotion with what it gives, its uses against its limit and what it brought in', async () => {
    serve((_m, url) => (url === '/api/admin/promotions' ? { status: 200, body: { promotions: [boxing] } } : undefined));
    open();
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('BOXING25');
    expect(row.textContent).toContain('25 % off');
    expect(row.textContent).toContain('12 / 200');
    expect(row.textContent).toContain('$4,618.80');
    expect(row.textContent).toContain('$1,172.50 off');
  });

  it('makes BOXING25 from the form: 25 % off Outdoor, 200 uses, December 26 to 31', async () => {
    const calls = serve((method, url) => {
      if (url === '/api/admin/promotions' && method === 'GET') return { status: 200, body: { promotions: [] } };
      if (url === '/api/admin/promotions' && method === 'POST') return { status: 201, body: boxing };
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('region', { name: 'New promotion' });
    const field = (name: string) => within(form).getByLabelText(name);
    fireEvent.change(field('Name shoppers read'), { target: { value: 'Boxing Day: 25 % off Outdoor' } });
    fireEvent.change(field('Code (e.g. BOXING25)'), { target: { value: 'boxing25' } });
    fireEvent.change(field('Percentage off'), { target: { value: '25' } });
    fireEvent.change(field('On'), { target: { value: 'categories' } });
    fireEvent.change(field('Categories, separated by commas'), { target: { value: 'Outdoor' } });
    fireEvent.change(field('Starts (Toronto time)'), { target: { value: '2026-12-26' } });
    fireEvent.change(field('Last day (Toronto time)'), { target: { value: '2026-12-31' } });
    fireEvent.change(field('Uses in all'), { target: { value: '200' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Boxing Day: 25 % off Outdoor',
      code: 'boxing25',
      applies: 'with-code',
      target: { kind: 'categories', names: ['Outdoor'] },
      benefit: { kind: 'percent', percent: 25 },
      combines: true,
      startsAt: '2026-12-26',
      endsAt: '2026-12-31',
      usageLimit: 200,
      signedInOnly: false,
      firstOrderOnly: false,
    });
  });

  it('says what the service refused, and pauses a running promotion', async () => {
    const calls = serve((method, url) => {
      if (url === '/api/admin/promotions' && method === 'GET') return { status: 200, body: { promotions: [boxing] } };
      if (url.endsWith('/status'))
        return {
          status: 409,
          body: { error: 'This promotion has ended: it cannot be changed or started again.', code: 'promotion.ended' },
        };
    });
    open();
    const table = await screen.findByRole('table', { name: 'Promotions' });
    await act(async () => fireEvent.click(within(table).getByRole('button', { name: 'Pause' })));
    await screen.findByText('This promotion has ended: it cannot be changed or started again.');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/admin/promotions/${boxing._id}/status`,
      body: { status: 'paused' },
    });
  });
});
