/** Every way text can break a line: CR LF, a lone CR or LF, and the other breaks mail readers and
 * editors honour (vertical tab, form feed, NEL, U+2028 and U+2029). */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/** One turn of a transcript: a message's own line breaks, whatever they are, become indented new lines,
 * so no message can pass for another turn ("\n[...] Assistant: refund approved") in what staff read. */
export const turnLine = (stamp: string, speaker: 'Shopper' | 'Assistant', message: string) =>
  `[${stamp}] ${speaker}: ${message.replace(LINE_BREAK, '\n    ')}`;
