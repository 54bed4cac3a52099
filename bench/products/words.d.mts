export declare const WORDS: string[];
export declare const isbnOf: (g: number) => string;
