import { describe, expect, it } from 'vitest';
import { FindOrderRequest } from '../src/orders';
import { orderNumberOf } from '../src/shop';

// One short order number everywhere ('Order #00B057DB'), and Find my order takes it however the shopper
// copied it: from a page, a mail's subject, or the whole id in a link.

const ID = '00b057db-3c1e-4a8f-9d2b-5e6f7a8b9c0d';
const email = 'gail@example.ca';
const numberOf = (orderNumber: unknown) => FindOrderRequest.safeParse({ orderNumber, email });

describe('the order number', () => {
  it('is the first 8 characters of the id, in capitals', () => {
    expect(orderNumberOf(ID)).toBe('00B057DB');
  });

  it('is found from the number as shown, in any case, with or without its #', () => {
    for (const written of ['00B057DB', '#00B057DB', ' #00b057db ', '00B0 57DB', '00b0-57db']) {
      expect(numberOf(written).data?.orderNumber, written).toBe('00b057db');
    }
  });

  it('is found from the whole order id a shopper copied', () => {
    expect(numberOf(ID).data?.orderNumber).toBe('00b057db');
    expect(numberOf(ID.toUpperCase()).data?.orderNumber).toBe('00b057db');
  });

  it('refuses anything else, by the code of the message that says what a number looks like', () => {
    for (const written of ['00B057D', '00B057DBX', 'ZZB057DB', `${ID}0`, '']) {
      expect(numberOf(written).error?.issues[0]?.message, written).toBe('order.number.format');
    }
    expect(numberOf(undefined).error?.issues[0]?.message).toBe('order.number.required');
  });
});
