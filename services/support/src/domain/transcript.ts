/** One turn of a transcript: a message's own line breaks are indented, so no message can pass for
 * another turn ("\n[...] Assistant: refund approved") in what staff read. */
export const turnLine = (stamp: string, speaker: 'Shopper' | 'Assistant', message: string) =>
  `[${stamp}] ${speaker}: ${message.replace(/\r?\n/g, '\n    ')}`;
