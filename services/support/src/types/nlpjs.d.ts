// NLP.js ships no types: these are the parts the assistant uses (see src/domain/understanding.ts).
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}

declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core';

  export interface NlpEntity {
    entity: string;
    sourceText: string;
    utteranceText: string;
  }
  export interface NlpResult {
    locale: string;
    intent: string;
    score: number;
    classifications: Array<{ intent: string; score: number }>;
    entities: NlpEntity[];
  }
  export interface NlpSettings {
    languages?: string[];
    autoSave?: boolean;
    autoLoad?: boolean;
    forceNER?: boolean;
    calculateSentiment?: boolean;
    threshold?: number;
    nlu?: { log?: boolean; spellCheck?: boolean; spellCheckDistance?: number; useNoneFeature?: boolean };
  }
  export class Nlp {
    constructor(settings: NlpSettings, container: Container);
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    addNerRegexRule(locale: string, entity: string, regex: RegExp): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
    export(minified?: boolean): string;
    import(data: string): void;
  }
}
