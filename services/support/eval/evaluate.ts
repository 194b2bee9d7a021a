// The assistant's half of `npm run evaluate`: how well it understands messages it was never trained or
// tuned on (eval/held-out.ts, written before and apart from the training phrasings), per kind of request
// and per language, with what each kind is mistaken for. `--assistant-folds` instead cross-validates on
// the training phrasings (5 folds): that is what its settings (MIN_SCORE) were chosen on.
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@storefront/contracts';
import { INTENT_NAMES, type Intent } from '../src/domain/intents';
import { Assistant, type Corpus, TRAINING } from '../src/domain/understanding';
import { type AssistantEvaluation, evaluateAssistant, foldsOf, nearestPhrasing } from './assistant-evaluation';
import { EARLIER_QUESTIONS, EARLIER_TOPIC_KINDS } from './development';
import { HELD_OUT } from './held-out';

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

function print(title: string, report: AssistantEvaluation) {
  console.log(`\n${title} (${report.total.messages} messages):`);
  console.log(
    `${'kind of request'.padEnd(20)} ${'n'.padStart(4)} ${'correct'.padStart(8)} ${'acceptable'.padStart(11)} ${"don't know".padStart(11)}  mistaken for`,
  );
  for (const k of report.kinds) {
    const confused = [...k.confusedWith]
      .sort((a, b) => b[1] - a[1])
      .map(([intent, n]) => `${intent} ${n}`)
      .join(', ');
    console.log(
      `${k.kind.padEnd(20)} ${String(k.messages).padStart(4)} ${pct(k.correct, k.messages).padStart(8)} ${pct(k.acceptable, k.messages).padStart(11)} ${pct(k.unknown, k.messages).padStart(11)}  ${confused}`,
    );
  }
  const t = report.total;
  console.log(
    `${'all'.padEnd(20)} ${String(t.messages).padStart(4)} ${pct(t.correct, t.messages).padStart(8)} ${pct(t.acceptable, t.messages).padStart(11)} ${pct(t.unknown, t.messages).padStart(11)}`,
  );
}

const started = Date.now();
if (process.argv.includes('--assistant-folds')) {
  const FOLDS = 5;
  const totals = Object.fromEntries(
    LANGUAGES.map((language) => [language, { messages: 0, correct: 0, acceptable: 0, unknown: 0 }]),
  ) as Record<Language, { messages: number; correct: number; acceptable: number; unknown: number }>;
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = (language: Language) =>
      Object.fromEntries(INTENT_NAMES.map((i) => [i, foldsOf(TRAINING[language][i], FOLDS, fold).train])) as Record<Intent, string[]>;
    const test = (language: Language) =>
      Object.fromEntries(INTENT_NAMES.map((i) => [i, foldsOf(TRAINING[language][i], FOLDS, fold).test])) as Record<Intent, string[]>;
    const corpus = Object.fromEntries(LANGUAGES.map((language) => [language, train(language)])) as Corpus;
    const assistant = await Assistant.trained(corpus, null);
    for (const language of LANGUAGES) {
      const r = await evaluateAssistant(assistant, language, test(language));
      for (const key of ['messages', 'correct', 'acceptable', 'unknown'] as const) totals[language][key] += r.total[key];
    }
    console.log(`fold ${fold + 1}/${FOLDS} done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  for (const language of LANGUAGES) {
    const t = totals[language];
    console.log(
      `${LANGUAGE_NAMES[language]}: ${t.messages} phrasings, correct ${pct(t.correct, t.messages)}, acceptable ${pct(t.acceptable, t.messages)}, don't know ${pct(t.unknown, t.messages)}`,
    );
  }
} else {
  console.log(
    'The chat assistant on held-out messages (eval/held-out.ts: written apart from the training phrasings, never trained or tuned on).',
  );
  const assistant = await Assistant.trained();
  console.log(
    `Ready with ${INTENT_NAMES.length} kinds of request in ${((Date.now() - started) / 1000).toFixed(1)} s (trained, or loaded as trained before).`,
  );
  const baseline = nearestPhrasing(TRAINING);
  for (const language of LANGUAGES) {
    print(
      `${LANGUAGE_NAMES[language]}, page in ${LANGUAGE_NAMES[language]}`,
      await evaluateAssistant(assistant, language, HELD_OUT[language]),
    );
    const b = (await evaluateAssistant(baseline, language, HELD_OUT[language])).total;
    console.log(
      `${'baseline: nearest training phrasing (TF-IDF), same phrasings'.padEnd(20)} ${pct(b.correct, b.messages)} correct, ${pct(b.acceptable, b.messages)} acceptable, ${pct(b.unknown, b.messages)} don't know`,
    );
  }
  // The development set: what the training phrasings were checked against (its misses are printed
  // with --development; the held-out set's never are).
  for (const language of LANGUAGES) {
    const questions = EARLIER_QUESTIONS[language];
    let well = 0;
    for (const q of questions) {
      const { intent } = await assistant.understand(q.text, language);
      if (EARLIER_TOPIC_KINDS[q.topic].includes(intent)) well++;
      else if (process.argv.includes('--development')) console.log(`  ${language} ${q.topic} -> ${intent}: ${q.text}`);
    }
    console.log(
      `\nDevelopment set, ${LANGUAGE_NAMES[language]} (the earlier assistant's questions, coarser topics): ${pct(well, questions.length)} of ${questions.length} answered on a topic of theirs.`,
    );
  }
}
