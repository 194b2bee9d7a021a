import { describe, expect, it } from 'vitest';
import { Assistant } from '../src/domain/assistant';
import { KNOWLEDGE, type Topic } from '../src/domain/knowledge';

// Questions as shoppers write them (none of them is a phrasing in the knowledge base), with the topic
// a person would file each under. 'unknown' means the assistant should say it does not know.
const QUESTIONS: Array<[string, Topic | 'unknown']> = [
  ['Where is my order? I ordered last week', 'order-status'],
  ["My package still hasn't shown up", 'order-status'],
  ['Can you tell me the status of order 1234?', 'order-status'],
  ['has my stuff been shipped yet', 'order-status'],
  ['I paid 3 days ago, where is my parcel?', 'order-status'],
  ['any tracking info for my purchase?', 'order-status'],
  ['wher is my ordr', 'order-status'],
  ['When is my order going to arrive?', 'order-status'],
  ['Is my delivery on its way?', 'order-status'],
  ['How many days does shipping take?', 'delivery'],
  ['Do you charge for shipping?', 'delivery'],
  ['Can you deliver to Vancouver?', 'delivery'],
  ['Do you ship to the USA?', 'delivery'],
  ['Can I pick the day my package comes?', 'delivery'],
  ['how quick is your delivery', 'delivery'],
  ['Is delivery free for small orders?', 'delivery'],
  ['Do you offer international shipping to Europe?', 'delivery'],
  ['what are the delivery options', 'delivery'],
  ['I would like to return these boots', 'returns'],
  ['How many days do I have to return something?', 'returns'],
  ['How do I get a refund for a broken toaster?', 'returns'],
  ['The sweater is too small, can I exchange it?', 'returns'],
  ['My item came damaged', 'returns'],
  ['You sent me the wrong product', 'returns'],
  ['How long until my refund shows up?', 'returns'],
  ['can i send it back for free', 'returns'],
  ['This jacket is not what I expected, I need my cash back', 'returns'],
  ['Which cards do you accept?', 'payment'],
  ['Can I pay with Visa debit?', 'payment'],
  ['My card was declined at checkout', 'payment'],
  ['Is my credit card information stored?', 'payment'],
  ['The payment failed, what now?', 'payment'],
  ['Do you take PayPal?', 'payment'],
  ['I got charged two times for one order', 'payment'],
  ['Is paying on your site secure?', 'payment'],
  ['Can I pay with Amex?', 'payment'],
  ["I can't remember my password", 'account'],
  ['forgot my login password, how do I get a new one', 'account'],
  ['I cannot sign in to my account', 'account'],
  ['How do I change my email?', 'account'],
  ['Where do I update my name?', 'account'],
  ['close my account and remove my data', 'account'],
  ['How do I make an account?', 'account'],
  ['I am locked out after too many tries', 'account'],
  ['How do I add a new delivery address?', 'account'],
  ['Are prices shown with tax?', 'tax'],
  ['What is the HST in Ontario?', 'tax'],
  ['Why did you charge me GST?', 'tax'],
  ['Do I pay QST in Montreal?', 'tax'],
  ['How much sales tax will I pay?', 'tax'],
  ['Do you charge tax if I ship to the US?', 'tax'],
  ['is pst charged in bc', 'tax'],
  ['Is there a number I can call?', 'contact'],
  ['I want to talk to a real person', 'contact'],
  ['How do I reach customer support?', 'contact'],
  ['Where is your store?', 'contact'],
  ['What are your hours?', 'contact'],
  ['Can I email you?', 'contact'],
  ['I have a complaint about your service', 'contact'],
  ['Hiya', 'greeting'],
  ['hello friend', 'greeting'],
  ['Morning!', 'greeting'],
  ['hey, anybody here?', 'greeting'],
  ['Thank you so much', 'thanks'],
  ['thanks, bye', 'thanks'],
  ['Great, that helped', 'thanks'],
  ['What is the meaning of life?', 'unknown'],
  ['Do you sell cars?', 'unknown'],
  ['Who won the hockey game last night?', 'unknown'],
  ['Can you write me a poem about moose?', 'unknown'],
  ['Recommend a good restaurant in Ottawa', 'unknown'],
  ['asdf qwerty', 'unknown'],
];

describe('the chat assistant recognises what shoppers ask', () => {
  const assistant = new Assistant();

  it('has at least 60 real-sounding questions, none of them a knowledge-base phrasing in other words', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    // Compared as the classifier sees them (topic words, typos read, order ignored), not as raw text.
    const seen = (text: string) => [...new Set(assistant.topicWords(text))].sort().join(' ');
    const phrasings = new Set(KNOWLEDGE.flatMap((k) => k.phrases.map(seen)));
    for (const [q] of QUESTIONS) expect(phrasings.has(seen(q)), q).toBe(false);
    for (const k of KNOWLEDGE) expect(QUESTIONS.some(([, t]) => t === k.topic), k.topic).toBe(true);
  });

  it('files at least 85% of them under the right topic', () => {
    const misses: string[] = [];
    for (const [question, expected] of QUESTIONS) {
      const got = assistant.classify(question).topic;
      if (got !== expected) misses.push(`  "${question}": expected ${expected}, got ${got}`);
    }
    const accuracy = 1 - misses.length / QUESTIONS.length;
    console.log(`chat assistant: ${QUESTIONS.length - misses.length}/${QUESTIONS.length} questions on the right topic (${(accuracy * 100).toFixed(1)}%)${misses.length ? `\n${misses.join('\n')}` : ''}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('never answers a question it does not recognise with a confident guess', () => {
    for (const [question, expected] of QUESTIONS) {
      if (expected === 'unknown') expect(assistant.classify(question).topic, question).toBe('unknown');
    }
  });
});
