// The part of node-polyglot (installed without its own types) that src/signin/translate.ts uses.
declare module 'node-polyglot' {
  interface PolyglotOptions {
    phrases?: object;
    locale?: string;
    allowMissing?: boolean;
  }
  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    t(key: string, options?: Record<string, unknown> | number): string;
  }
}
