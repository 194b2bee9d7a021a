/** The topics of the assistant these questions were written for, before it was rebuilt on NLP.js with
 * finer kinds of request: each topic is answered well by any of the kinds listed. */
export type EarlierTopic = 'order-status' | 'delivery' | 'returns' | 'payment' | 'account' | 'tax' | 'contact' | 'greeting' | 'thanks';

export interface ReturnStatusQuestion {
  returnNumber?: string;
}
