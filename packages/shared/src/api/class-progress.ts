// The class progress calls' schemas (issue 14, under way).
export {};
